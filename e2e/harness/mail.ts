import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The newest mail to an address in the API's outbox, its quoted-printable text decoded (a mail of
 * plain 7-bit text is left as it is: there `=25` is what was written).
 */
export async function lastMailTo(address: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const files = (await readdir(dir)).filter((f) => f.includes(address.replace(/[^\w.@-]/g, '_'))).sort();
  const raw = await readFile(path.join(dir, files.at(-1)!), 'utf8');
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(raw)) return raw;
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
