import { hash } from '@node-rs/argon2';
import type { Database } from '@shop/api/db';
import { addresses, customers } from '@shop/api/tables/customer';

/**
 * Demo accounts (documented in README.md); K-10001 and K-10002 have price lists in the catalogue
 * and an order history (orders.ts), which earned their loyalty points.
 */
export const demoCustomers = [
  {
    email: 'einkauf@bau-mueller.example',
    customerNumber: 'K-10001',
    firstName: 'Sabine',
    lastName: 'Müller',
    password: 'werkhaus-demo',
    excludeTax: false,
    company: 'Bau Müller GmbH',
  },
  {
    email: 'purchasing@alpine-build.example',
    customerNumber: 'K-10002',
    firstName: 'Luca',
    lastName: 'Rossi',
    password: 'werkhaus-demo',
    excludeTax: true,
    company: 'Alpine Build SA',
  },
] as const;

export async function seedCustomers(db: Database) {
  await db.delete(customers);
  for (const demo of demoCustomers) {
    const [row] = await db
      .insert(customers)
      .values({
        email: demo.email,
        customerNumber: demo.customerNumber,
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash: await hash(demo.password),
        excludeTax: demo.excludeTax,
      })
      .returning();
    await db.insert(addresses).values({
      customerId: row!.id,
      firstName: demo.firstName,
      lastName: demo.lastName,
      company: demo.company,
      street: demo.excludeTax ? 'Via Nassa 5' : 'Industriestraße 12',
      city: demo.excludeTax ? 'Lugano' : 'Stuttgart',
      postalCode: demo.excludeTax ? '6900' : '70565',
      country: demo.excludeTax ? 'CH' : 'DE',
      isBilling: true,
      isShipping: true,
      isDefaultBilling: true,
      isDefaultShipping: true,
    });
  }
  return demoCustomers.length;
}
