import { siteConfig } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { CustomerService } from '../modules/customer/service';

/**
 * Who is asking, as far as prices and stock care: a guest or a logged-in customer, and the
 * country whose tax applies (the storefront's vsf-country cookie, else the shop's default).
 */
export interface Viewer {
  customerId?: number;
  customerNumber?: string;
  /** The account is excluded from taxation. */
  excludeTax?: boolean;
  loggedIn: boolean;
  country: string;
}

const countries = new Set(siteConfig.countries.map((c) => c.iso));

export async function viewerOf(request: FastifyRequest, customers: CustomerService): Promise<Viewer> {
  const country = request.cookies['vsf-country'];
  const customer = await customers.authenticate(request.cookies['user-token']);
  return {
    loggedIn: Boolean(customer),
    customerId: customer?.id,
    customerNumber: customer?.customerNumber,
    excludeTax: customer?.excludeTax,
    country: country && countries.has(country) ? country : siteConfig.defaultCountry,
  };
}
