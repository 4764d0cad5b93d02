import type { OrderRequestRefusal } from '@shop/contracts';
import { refusal } from '../../lib/domain-errors';
import type { CustomerService } from '../customer';

/** The member's session: the company (the customer's row) and the logged-in member. */
export type Account = Parameters<CustomerService['members']['list']>[0];

/** A refusal the storefront words in the page's language by its reason. */
export const refused = (code: 'FORBIDDEN' | 'CONFLICT', reason: OrderRequestRefusal, message: string, more?: object) =>
  refusal(code, message, { reason, ...more });

export const decided = () => refused('CONFLICT', 'requestDecided', 'This order request was decided meanwhile');

export const administratorsOnly = () =>
  refusal('FORBIDDEN', "Only your company's administrators may do this", { reason: 'administratorsOnly' });

/** The member's name as their company's lists show it (the account holder's is the customer's). */
export const nameOf = (account: Account) =>
  (account.member.holder
    ? `${account.firstName} ${account.lastName}`
    : `${account.member.firstName} ${account.member.lastName}`
  ).trim();
