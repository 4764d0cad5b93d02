import { hash } from '@node-rs/argon2';
import type { Database } from '@shop/api/db';
import { staffMembers } from '@shop/api/tables/staff';

/** The demo shop's staff (documented in README.md): an owner and a clerk. */
const demoStaff = [
  { email: 'owner@werkhaus.example', name: 'Olivia Werner', role: 'owner' },
  { email: 'clerk@werkhaus.example', name: 'Claus Becker', role: 'clerk' },
] as const;
const demoStaffPassword = 'werkhaus-admin';

export async function seedStaff(db: Database) {
  await db.delete(staffMembers);
  const passwordHash = await hash(demoStaffPassword);
  await db.insert(staffMembers).values(demoStaff.map((member) => ({ ...member, passwordHash })));
  return demoStaff.length;
}
