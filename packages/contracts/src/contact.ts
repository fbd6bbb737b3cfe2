import { z } from 'zod';

/** The contact form, validated the same way in the browser and on the server. */
export const contactRequestSchema = z.object({
  name: z
    .string('validation.nameRequired')
    .trim()
    .min(1, 'validation.nameRequired')
    .max(100, 'validation.nameTooLong'),
  email: z
    .string('validation.emailInvalid')
    .trim()
    .max(200, 'validation.emailInvalid')
    .pipe(z.email('validation.emailInvalid')),
  phone: z
    .string()
    .trim()
    .max(20, 'validation.phoneInvalid')
    .regex(/^$|^\+?[0-9 ()-]{7,20}$/, 'validation.phoneInvalid')
    .default(''),
  message: z
    .string('validation.messageTooShort')
    .trim()
    .min(10, 'validation.messageTooShort')
    .max(2000, 'validation.messageTooLong'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ contact_message_id: z.number() });
