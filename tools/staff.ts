/**
 * The shop's staff, through the admin API:
 *
 *   npm run staff -- list
 *   npm run staff -- add --email anna@example.com --role owner|clerk [--name "Anna Berg"]
 *   npm run staff -- disable --email anna@example.com
 *   npm run staff -- password --email anna@example.com
 *
 * `add` and `password` ask for the password (at least 10 characters) on the terminal, or read it
 * from STAFF_PASSWORD. API_URL and ADMIN_TOKEN say where and as whom (tools/admin-api.ts).
 */
import { createInterface } from 'node:readline/promises';
import { type StaffMember, staffRoles } from '@shop/contracts';
import { adminApi, reportFailure, UsageError } from './admin-api';
import { readCommandLine } from './cli';

const usage = [
  'usage: npm run staff -- list',
  '       npm run staff -- add --email <e-mail> --role owner|clerk [--name <name>]',
  '       npm run staff -- disable --email <e-mail>',
  '       npm run staff -- password --email <e-mail>',
].join('\n');

const api = adminApi();

async function password(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) throw new UsageError('Give the password in STAFF_PASSWORD or type it on a terminal');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question('Password (at least 10 characters): ');
  } finally {
    prompt.close();
  }
}

async function memberOf(email: string | undefined): Promise<StaffMember> {
  if (!email) throw new UsageError(usage);
  const { data } = await api.listStaff();
  const member = data.find((m) => m.email === email.toLowerCase());
  if (!member) throw new Error(`No member of staff with the e-mail ${email}`);
  return member;
}

const line = (m: StaffMember) => `${m.email}\t${m.role}\t${m.disabled ? 'disabled' : 'active'}\t${m.name}`;

async function main() {
  const { positionals, values } = readCommandLine(usage, {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
  });
  const [command] = positionals;
  switch (command) {
    case 'list':
      for (const member of (await api.listStaff()).data) console.log(line(member));
      return;
    case 'add': {
      const role = staffRoles.find((r) => r === values.role);
      if (!values.email || !role) throw new UsageError(usage);
      const name = values.name ?? values.email.split('@')[0]!;
      const member = await api.addStaffMember({
        body: { email: values.email, name, role, password: await password() },
      });
      console.log(`added: ${line(member)}`);
      return;
    }
    case 'disable': {
      const member = await memberOf(values.email);
      const changed = await api.updateStaffMember({
        params: { id: member.id },
        body: { disabled: true, version: member.version },
      });
      console.log(`disabled, sessions ended: ${line(changed)}`);
      return;
    }
    case 'password': {
      const member = await memberOf(values.email);
      await api.updateStaffMember({
        params: { id: member.id },
        body: { password: await password(), version: member.version },
      });
      console.log(`new password set, sessions ended: ${member.email}`);
      return;
    }
    default:
      throw new UsageError(usage);
  }
}

main().catch(reportFailure);
