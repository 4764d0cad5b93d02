// The customer module's face: what other modules may use of it (tools/structure.test.ts).

export { checkOwnPassword, closeLogin, deletionRefused, personalProfileOf } from './account-closing';
export type { CustomerAdmin } from './admin';
export { customerAdmin } from './admin';
export { customerContacts, customerIdsNumbered } from './contacts';
export type { CustomerFiles } from './customer-import';
export { customerFiles } from './customer-import';
export { type Account, asMember } from './member-logins';
export { setSessionCookies } from './routes';
export type { CustomerRow, CustomerService } from './service';
export type { ThrottleStore } from './throttle';
export { throttledTry, throttleLimits } from './throttle';
export { hashToken, randomToken } from './tokens';
