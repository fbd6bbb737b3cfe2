import { z } from 'zod';
import { phoneCodeSchema, phoneNumberSchema } from './auth.ts';
import { tripIdSchema } from './trips.ts';

/**
 * Safety on every ride (FairFare addition, issue 14): the rider's trusted contacts, sharing a ride
 * with them, and the safety panel of the ride overlay. Rider-only endpoints:
 * - POST safetyapi/gettrustedcontacts → trustedContactListSchema;
 * - POST safetyapi/savetrustedcontact: saveTrustedContactRequestSchema → trustedContactSchema
 *   (adds, or changes the rider's own contact_id; at most TRUSTED_CONTACTS_MAX);
 * - POST safetyapi/deletetrustedcontact: contactIdRequestSchema → { deleted: true };
 * - POST safetyapi/sharetrip: shareTripRequestSchema → { sent } (the tracking link by SMS);
 * - POST safetyapi/safetyevent: safetyEventRequestSchema → safetyPanelSchema (recorded for the
 *   operator with the time and the driver's last known position).
 * Another rider's contact or trip answers 404 like a missing one.
 */

export const TRUSTED_CONTACTS_MAX = 5;

/**
 * What one rider may make the service text in a day (issue 31 point 5): share texts (a share to
 * five contacts is five), and new numbers saved as trusted contacts (a changed number counts;
 * removing a contact gives none back).
 */
export const SHARE_TEXTS_PER_DAY = 20;
export const NEW_CONTACT_NUMBERS_PER_DAY = 10;

const MAX_ID = 2_147_483_647;

export const contactIdSchema = z
  .number('error.badRequest')
  .int('error.badRequest')
  .positive('error.badRequest')
  .max(MAX_ID, 'error.badRequest');

export const trustedContactSchema = z.object({
  contact_id: z.number(),
  name: z.string(),
  phone_code: z.string(),
  phone: z.string(),
});
export type TrustedContact = z.infer<typeof trustedContactSchema>;

export const trustedContactListSchema = z.object({ contacts: z.array(trustedContactSchema) });
export type TrustedContactList = z.infer<typeof trustedContactListSchema>;

export const saveTrustedContactRequestSchema = z.object({
  /** Left out to add a contact; the rider's own contact to change it. */
  contact_id: contactIdSchema.optional(),
  name: z
    .string('safety.contactNameRequired')
    .trim()
    .min(1, 'safety.contactNameRequired')
    .max(60, 'validation.nameTooLong'),
  phone_code: phoneCodeSchema,
  phone: phoneNumberSchema,
});
export type SaveTrustedContactRequest = z.input<typeof saveTrustedContactRequestSchema>;

export const contactIdRequestSchema = z.object({ contact_id: contactIdSchema });

export const shareTripRequestSchema = z.object({
  trip_id: tripIdSchema,
  /** The rider's trusted contacts to text the tracking link to; left out: all of them. */
  contact_ids: z.array(contactIdSchema, 'error.badRequest').max(TRUSTED_CONTACTS_MAX).optional(),
});
export const shareTripResponseSchema = z.object({ sent: z.number() });

/** What the rider did in the safety panel (each is recorded as a safety event). */
export const SAFETY_EVENT_KINDS = ['opened', 'called_emergency', 'shared'] as const;

export const safetyEventRequestSchema = z.object({
  trip_id: tripIdSchema,
  kind: z.enum(SAFETY_EVENT_KINDS, 'error.badRequest').default('opened'),
});

/** What the safety panel shows for the trip's city. */
export const safetyPanelSchema = z.object({
  /** The city's emergency number (a per-city setting; 911 in the seeded Canadian cities). */
  emergency_number: z.string(),
});
export type SafetyPanel = z.infer<typeof safetyPanelSchema>;
