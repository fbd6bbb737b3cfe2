import { z } from 'zod';
import { languageSchema } from './language-schema.ts';

/** Phone one-time codes (docs/product/rules.md Auth). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
/** The site shows this cool-down before "Resend code"; the server enforces it too. */
export const RESEND_COOLDOWN_SECONDS = 30;
export const SESSION_IDLE_DAYS = 30;
/**
 * How long a login code that proved a number with no account yet lets the rider create the
 * account without a second code (issue 26 point 6, decision 033).
 */
export const SIGNUP_TTL_MS = 10 * 60_000;

/** docs/product/validation.md: more than 7 digits. Spaces, dashes and brackets are tolerated and removed. */
export const phoneNumberSchema = z
  .string('validation.phoneTooShort')
  .trim()
  .max(32, 'validation.phoneInvalid')
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d*$/, 'validation.phoneInvalid')
      .min(8, 'validation.phoneTooShort')
      .max(15, 'validation.phoneInvalid'),
  );

export const phoneCodeSchema = z
  .string('validation.phoneCodeInvalid')
  .trim()
  .regex(/^\+\d{1,4}$/, 'validation.phoneCodeInvalid');

export const phoneSchema = z.object({ phone_code: phoneCodeSchema, phone: phoneNumberSchema });

export const codeSchema = z
  .string('validation.codeFormat')
  .trim()
  .regex(/^\d{6}$/, 'validation.codeFormat');

/** `web` clients get an HttpOnly cookie; `app` clients get the api_key in the answer instead. */
export const clientKindSchema = z.enum(['web', 'app']).default('web');

export const personNameSchema = (
  requiredKey: 'validation.firstNameRequired' | 'validation.lastNameRequired',
) => z.string(requiredKey).trim().min(1, requiredKey).max(60, 'validation.nameTooLong');

export const optionalEmailSchema = z
  .string('validation.emailInvalid')
  .trim()
  .max(200, 'validation.emailInvalid')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.emailInvalid')
  .transform((v) => (v === '' ? null : v.toLowerCase()));

export const registrationDetailsSchema = z.object({
  first_name: personNameSchema('validation.firstNameRequired'),
  last_name: personNameSchema('validation.lastNameRequired'),
  email: optionalEmailSchema.default(''),
  phone_code: phoneCodeSchema,
  phone: phoneNumberSchema,
  accept_terms: z.literal(true, 'validation.termsRequired'),
  language: languageSchema.default('en'),
});

/** The proof a login code gave for a number with no account (a random 32-byte token, base64url). */
export const signupTokenSchema = z
  .string('auth.signupExpired')
  .regex(/^[\w-]{43}$/, 'auth.signupExpired');

/**
 * POST /userapi/registration: `request` sends a code; `verify` creates the account and logs in;
 * `complete` creates it with the signup token a login code gave for a number with no account.
 */
export const registrationRequestSchema = z.discriminatedUnion('step', [
  registrationDetailsSchema.extend({ step: z.literal('request') }),
  phoneSchema.extend({ step: z.literal('verify'), code: codeSchema, client: clientKindSchema }),
  registrationDetailsSchema.extend({
    step: z.literal('complete'),
    signup_token: signupTokenSchema,
    client: clientKindSchema,
  }),
]);
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

/** POST /userapi/login: `request` sends a code; `verify` logs in. */
export const loginRequestSchema = z.discriminatedUnion('step', [
  phoneSchema.extend({ step: z.literal('request') }),
  phoneSchema.extend({ step: z.literal('verify'), code: codeSchema, client: clientKindSchema }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The same answer whether or not the phone has an account (no account discovery). */
export const codeSentSchema = z.object({
  code_sent: z.literal(true),
  resend_after_seconds: z.number(),
  expires_in_seconds: z.number(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/**
 * The answer of a right login code for a number with no account: the number is proven, and
 * `signup_token` creates its account once (registration step `complete`) within the time given.
 */
export const accountNeededSchema = z.object({
  account_needed: z.literal(true),
  signup_token: z.string(),
  expires_in_seconds: z.number(),
});
export type AccountNeeded = z.infer<typeof accountNeededSchema>;

/** Session values of docs/product/data.md that the site keeps (the secret itself stays in the cookie). */
export const loggedInSchema = z.object({
  user_id: z.number(),
  phone: z.string(),
  phone_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: languageSchema,
  /** Only for `client: 'app'`; web clients hold the secret in an HttpOnly cookie. */
  api_key: z.string().optional(),
});
export type LoggedIn = z.infer<typeof loggedInSchema>;

// The cookie names live in session-cookies.ts, which imports no zod (the site's first bundle).
export { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './session-cookies.ts';

/** userapi/session: the session values of the rider the cookie proves, or null. */
export const currentSessionSchema = z.object({ user: loggedInSchema.nullable() });
export type CurrentSession = z.infer<typeof currentSessionSchema>;
