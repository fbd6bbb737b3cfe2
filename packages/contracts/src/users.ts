import { z } from 'zod';
import { optionalEmailSchema, personNameSchema } from './auth.ts';
import { languageSchema } from './language-schema.ts';
import { numberOrDecimalText } from './numbers.ts';

/** The rider as the site sees them; u_wallet is a decimal amount (docs/product/data.md User). */
export const userSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone_code: z.string(),
  phone: z.string(),
  language: languageSchema,
  u_wallet: z.number(),
  wallet_currency: z.string(),
  created_at: z.number(),
});
export type User = z.infer<typeof userSchema>;

/** POST /userapi/getusers (docs/product/api.md user fetch): only one's own user. */
export const getUserRequestSchema = z.object({
  user_id: numberOrDecimalText('error.badRequest').pipe(z.number().int().positive()).optional(),
});

/** POST /userapi/updateuserprofile: what a rider may change about themselves. */
export const updateProfileRequestSchema = z.object({
  first_name: personNameSchema('validation.firstNameRequired'),
  last_name: personNameSchema('validation.lastNameRequired'),
  email: optionalEmailSchema,
  language: languageSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
