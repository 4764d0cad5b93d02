// Loaded by loadFormSchemas (field-issues.ts), not with the page: see there.
export { checkoutAddressSchema, newUserSchema, passwordSchema } from '@shop/contracts';
