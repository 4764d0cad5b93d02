import { z } from 'zod';
import { fieldProblems } from './field-problems';
import { rowIdSchema } from './ids';
import { defineOperation } from './operation';
import { required } from './required-field';

/**
 * What a member of a business customer may do: an administrator manages members and addresses
 * and sees to approvals; a buyer orders within their limits; every order of a requester needs an
 * administrator's approval.
 */
export const memberRoles = ['administrator', 'buyer', 'requester'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = (typeof memberRoles)[number];

/** An order limit in the company's currency, in cents; null: no limit. At most €10 million. */
const limitSchema = z.number().int().min(0).max(1_000_000_000).nullable();

/** A member of a business customer, as the company's member list and the back office show them. */
export const companyMemberSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: memberRoleSchema,
    /** The most one order of theirs may come to (gross, cents); null: no limit. */
    orderLimit: z.number().int().nullable(),
    /** The most their orders of a calendar month may come to together (gross, cents); null: no limit. */
    monthlyLimit: z.number().int().nullable(),
    /** invited: has not chosen a password yet; disabled: cannot log in. */
    state: z.enum(['active', 'invited', 'disabled']),
    /** The account's own login (the customer's e-mail): cannot be removed. */
    accountHolder: z.boolean(),
    /** Until when the open invitation's link works; null when none is open. */
    invitedUntil: z.string().nullable(),
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** Who is logged in, as a member of their company (User.member). */
export const sessionMemberSchema = z.object({
  id: z.number().int(),
  role: memberRoleSchema,
  /** The customer is a business (an address names a company): the account's Company page shows. */
  business: z.boolean(),
});

const name = required(fieldProblems.required).pipe(z.string().max(100));

export const companyMemberInviteSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.string().trim().pipe(z.email(fieldProblems.email).max(200)),
  role: memberRoleSchema,
  orderLimit: limitSchema.default(null),
  monthlyLimit: limitSchema.default(null),
});

export const companyMemberUpdateSchema = z
  .object({
    role: memberRoleSchema.optional(),
    orderLimit: limitSchema.optional(),
    monthlyLimit: limitSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'Nothing to change');

const memberParams = z.object({ memberId: rowIdSchema });
const members = z.object({ data: z.array(companyMemberSchema) });

/** The company's members: the customer's administrators manage them, every member reads them. */
export const companyMemberOperations = {
  listCompanyMembers: defineOperation({
    id: 'listCompanyMembers',
    method: 'GET',
    path: '/me/company/members',
    summary: "The members of the logged-in member's company, the account holder first, then by name",
    tag: 'company',
    auth: 'customer',
    response: members,
  }),
  inviteCompanyMember: defineOperation({
    id: 'inviteCompanyMember',
    method: 'POST',
    path: '/me/company/members',
    summary:
      'Adds a member and e-mails them a link to choose their password (valid 7 days); administrators of a business customer only',
    tag: 'company',
    auth: 'customer',
    status: 201,
    body: companyMemberInviteSchema,
    response: companyMemberSchema,
  }),
  updateCompanyMember: defineOperation({
    id: 'updateCompanyMember',
    method: 'PATCH',
    path: '/me/company/members/:memberId',
    summary:
      "Changes a member's role or order limits, or disables (ending their sessions) or enables them; administrators only, never their own, never leaving the company without an active administrator",
    tag: 'company',
    auth: 'customer',
    params: memberParams,
    body: companyMemberUpdateSchema,
    response: companyMemberSchema,
  }),
  removeCompanyMember: defineOperation({
    id: 'removeCompanyMember',
    method: 'DELETE',
    path: '/me/company/members/:memberId',
    summary:
      'Removes a member (their sessions end, their orders stay the company’s); administrators only, not the account holder nor the last active administrator',
    tag: 'company',
    auth: 'customer',
    params: memberParams,
    response: members,
  }),
};

/** Staff's part: the back office's customer page lists the members and may disable one. */
export const companyMemberAdminOperations = {
  updateCustomerMember: defineOperation({
    id: 'updateCustomerMember',
    method: 'PATCH',
    path: '/admin/api/customers/:id/members/:memberId',
    summary: "Disables a customer's member (their sessions end) or enables them again (staff)",
    tag: 'customer admin',
    auth: 'clerk',
    params: z.object({ id: rowIdSchema, memberId: rowIdSchema }),
    body: z.object({ disabled: z.boolean() }),
    response: members,
  }),
};
