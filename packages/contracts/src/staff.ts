import { z } from 'zod';
import { fromNotAfterTo, toBeforeFrom, versionSchema } from './admin-fields';
import { auditActions } from './audit-actions';
import { defineOperation, pageSchema, staffRoles } from './operation';
import { staffRefusalText as said } from './staff-refusals';

/** The cookie of a staff member's back-office session: httpOnly, SameSite=Strict, on /admin/api. */
export const staffSessionCookie = 'staff-session';

const staffEmailSchema = z
  .email({ error: said('staffEmail') })
  .trim()
  .toLowerCase()
  .max(254, said('atMostCharacters', { maximum: 254 }));

/** A staff password: long rather than clever. */
export const staffPasswordSchema = z
  .string({ error: said('passwordRequired') })
  .min(10, said('atLeastCharacters', { minimum: 10 }))
  .max(200, said('atMostCharacters', { maximum: 200 }));

const staffNameSchema = z
  .string({ error: said('nameRequired') })
  .trim()
  .min(1, said('notEmpty'))
  .max(100, said('atMostCharacters', { maximum: 100 }));

/** A member of staff as the back office shows them. */
export const staffMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    /** A disabled member cannot log in; their sessions ended when they were disabled. */
    disabled: z.boolean(),
    createdDate: z.string(),
    /** When they last signed in to the back office; null if never. */
    lastSignInDate: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Who is signed in to the back office: a member of staff, or the admin key (machine access). */
export const staffSessionSchema = z
  .object({
    role: z.enum(staffRoles),
    /** Null for the admin key. */
    member: staffMemberSchema.nullable(),
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffLoginSchema = z.strictObject({
  email: staffEmailSchema,
  password: z
    .string({ error: said('passwordRequired') })
    .min(1, said('passwordRequired'))
    .max(200),
});

export const staffMemberCreateSchema = z.strictObject({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: z.enum(staffRoles, { error: 'owner or clerk' }),
  password: staffPasswordSchema,
});
export type StaffMemberCreate = z.input<typeof staffMemberCreateSchema>;

/** A change of a member: what is given changes; a new password or disabling ends their sessions. */
export const staffMemberUpdateSchema = z.strictObject({
  name: staffNameSchema.optional(),
  role: z.enum(staffRoles, { error: 'owner or clerk' }).optional(),
  disabled: z.boolean({ error: 'true or false' }).optional(),
  password: staffPasswordSchema.optional(),
  version: versionSchema,
});
export type StaffMemberUpdate = z.input<typeof staffMemberUpdateSchema>;

export const staffPasswordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: said('currentPasswordRequired') })
    .min(1, said('currentPasswordRequired'))
    .max(200),
  newPassword: staffPasswordSchema,
});

/** One change in the audit log: who, when, what, before and after. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    /** The staff member's e-mail, or 'admin-key' for the machine token. */
    actor: z.string(),
    action: z.enum(auditActions),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A day or an instant the database can hold: from the year 2000 to 9999 (ISO years have four digits). */
const dayOrInstant = z.iso
  .date()
  .or(z.iso.datetime({ offset: true }))
  .refine((value) => value.slice(0, 4) >= '2000', said('yearRange'));

export const auditQuerySchema = z.strictObject({
  actor: z.string().trim().max(254).optional(),
  /** An action (auditActions) or its entity part: 'order' finds order.ship, order.cancel, … */
  action: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(200).optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const staffOperations = {
  staffLogin: defineOperation({
    id: 'staffLogin',
    method: 'POST',
    path: '/admin/api/session',
    summary: 'Signs a member of staff in to the back office: sets the staff-session cookie (throttled like shoppers)',
    tag: 'staff',
    body: staffLoginSchema,
    response: staffSessionSchema,
  }),
  staffLogout: defineOperation({
    id: 'staffLogout',
    method: 'DELETE',
    path: '/admin/api/session',
    summary: 'Ends this back-office session',
    tag: 'staff',
    status: 204,
    response: z.null(),
  }),
  getStaffSession: defineOperation({
    id: 'getStaffSession',
    method: 'GET',
    path: '/admin/api/session',
    summary: 'Who is signed in, and their role',
    tag: 'staff',
    auth: 'clerk',
    response: staffSessionSchema,
  }),
  changeStaffPassword: defineOperation({
    id: 'changeStaffPassword',
    method: 'PUT',
    path: '/admin/api/session/password',
    summary: "Changes the signed-in member's password; their other sessions end",
    tag: 'staff',
    auth: 'clerk',
    body: staffPasswordChangeSchema,
    status: 204,
    response: z.null(),
  }),
  listStaff: defineOperation({
    id: 'listStaff',
    method: 'GET',
    path: '/admin/api/staff',
    summary: 'Every member of staff (owner)',
    tag: 'staff',
    auth: 'owner',
    response: z.object({ data: z.array(staffMemberSchema) }),
  }),
  addStaffMember: defineOperation({
    id: 'addStaffMember',
    method: 'POST',
    path: '/admin/api/staff',
    summary: 'Adds a member of staff (409 when the e-mail is taken) (owner)',
    tag: 'staff',
    auth: 'owner',
    body: staffMemberCreateSchema,
    status: 201,
    response: staffMemberSchema,
  }),
  updateStaffMember: defineOperation({
    id: 'updateStaffMember',
    method: 'PATCH',
    path: '/admin/api/staff/:id',
    summary:
      'Changes a member: name, role, disabled, password, at the version read (409 when it changed); disabling or a new password ends their sessions (owner)',
    tag: 'staff',
    auth: 'owner',
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    body: staffMemberUpdateSchema,
    response: staffMemberSchema,
  }),
  listAuditLog: defineOperation({
    id: 'listAuditLog',
    method: 'GET',
    path: '/admin/api/audit',
    summary: 'Every change by staff or the admin key, newest first, filtered by who, what, which and when (owner)',
    tag: 'staff',
    auth: 'owner',
    // The refinement here, not on the schema: the back office takes the schema's fields apart.
    query: auditQuerySchema.refine(fromNotAfterTo, toBeforeFrom),
    response: pageSchema(auditEntrySchema),
  }),
};
