import { z } from 'zod';
import { codeSchema } from './auth.ts';
import { languageSchema } from './language-schema.ts';

/**
 * The back office's staff (issue 30, decision 038): a third kind of user beside riders and
 * drivers, with roles, their own sign-in and their own cookie.
 */
export const STAFF_ROLES = ['admin', 'editor', 'support', 'city'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The back office's HttpOnly, SameSite=Strict session cookie (never a rider's or driver's). */
export const OPS_COOKIE = 'ff_ops';
/** A staff session ends after this long without a call, and after OPS_SESSION_MAX_MS whatever. */
export const OPS_SESSION_IDLE_MS = 15 * 60_000;
export const OPS_SESSION_MAX_MS = 8 * 60 * 60_000;
export const STAFF_PASSWORD_MIN = 12;

/** Paths below API_BASE of the back office's foundation (endpoint-table.ts `ops`). */
export const opsPaths = {
  signIn: '/opsapi/signin',
  signOut: '/opsapi/signout',
  session: '/opsapi/session',
  passkeySignInOptions: '/opsapi/passkeysigninoptions',
  passkeySignIn: '/opsapi/passkeysignin',
  passkeyRegisterOptions: '/opsapi/passkeyregisteroptions',
  passkeyRegister: '/opsapi/passkeyregister',
  staffList: '/opsapi/getstaff',
  /** CSV of the staff list (admins). */
  staffExport: '/opsapi/exportstaff',
  staffAdd: '/opsapi/addstaff',
  staffSetDisabled: '/opsapi/setstaffdisabled',
  setLanguage: '/opsapi/setlanguage',
  auditLog: '/opsapi/getauditlog',
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, 'ops.roleInvalid');

const emailSchema = z
  .string('validation.emailInvalid')
  .trim()
  .toLowerCase()
  .max(200, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'));

export const staffPasswordSchema = z
  .string('ops.passwordTooShort')
  .min(STAFF_PASSWORD_MIN, 'ops.passwordTooShort')
  .max(200, 'ops.passwordTooLong');

/**
 * Password + the authenticator's code. `new_password` is needed exactly when the account still
 * has the one-time password the staff command printed (the answer is then `ops.newPasswordRequired`).
 */
export const staffSignInRequestSchema = z.object({
  email: emailSchema,
  password: z.string('ops.signInFailed').min(1, 'ops.signInFailed').max(200, 'ops.signInFailed'),
  code: codeSchema,
  new_password: staffPasswordSchema.optional(),
});
export type StaffSignInRequest = z.input<typeof staffSignInRequestSchema>;

/** The signed-in staff member as the back office shows it. */
export const staffMemberSchema = z.object({
  staff_id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  city_ids: z.array(z.number()),
  /** The language the back office speaks to them, their own choice (decision 065). */
  language: languageSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSessionSchema = z.object({
  staff: staffMemberSchema.nullable(),
  has_passkey: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** WebAuthn JSON as @simplewebauthn/browser hands it over; the library checks its insides. */
const credentialJsonSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(8192) }),
});
export const passkeyOptionsSchema = z.object({ options: z.looseObject({}) });
export const passkeyResponseRequestSchema = z.object({ credential: credentialJsonSchema });
export const passkeySignInOptionsRequestSchema = z.object({ email: emailSchema.optional() });

export const staffListItemSchema = staffMemberSchema.extend({
  disabled: z.boolean(),
  has_passkey: z.boolean(),
  created_at: z.number(),
});
export const staffListSchema = z.object({ staff: z.array(staffListItemSchema) });
export type StaffListItem = z.infer<typeof staffListItemSchema>;

export const addStaffRequestSchema = z
  .object({
    email: emailSchema,
    name: z
      .string('validation.nameRequired')
      .trim()
      .min(1, 'validation.nameRequired')
      .max(100, 'validation.nameTooLong'),
    role: staffRoleSchema,
    city_ids: z.array(z.number().int().positive('validation.cityInvalid')).max(50).default([]),
  })
  .refine((s) => s.role !== 'city' || s.city_ids.length > 0, {
    message: 'ops.cityRequired',
    path: ['city_ids'],
  });
export type AddStaffRequest = z.input<typeof addStaffRequestSchema>;

/** Shown once: the one-time password and the authenticator's secret of a new staff member. */
export const newStaffSchema = z.object({
  staff: staffMemberSchema,
  one_time_password: z.string(),
  totp_secret: z.string(),
  otpauth_uri: z.string(),
});
export type NewStaff = z.infer<typeof newStaffSchema>;

/** A staff member's own language for the back office (decision 065). */
export const setStaffLanguageRequestSchema = z.object({ language: languageSchema });
export type SetStaffLanguageRequest = z.input<typeof setStaffLanguageRequestSchema>;

export const setStaffDisabledRequestSchema = z.object({
  staff_id: z.number().int().positive('error.notFound'),
  disabled: z.boolean(),
});

/** The audit log, newest first, filtered; `before_id` pages back. */
export const auditLogRequestSchema = z.object({
  staff_id: z.number().int().positive().optional(),
  action: z.string().trim().max(100).optional(),
  entity: z.string().trim().max(100).optional(),
  from: z.number().int().nonnegative().optional(),
  to: z.number().int().nonnegative().optional(),
  before_id: z.number().int().positive().optional(),
});
export type AuditLogRequest = z.input<typeof auditLogRequestSchema>;

export const auditEntrySchema = z.object({
  audit_id: z.number(),
  staff_id: z.number().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Each field the change touched: its value before and after (decision 062). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
  at: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before_id` for the next (older) page; null at the end. */
  next_before_id: z.number().nullable(),
});
