import { z } from 'zod';
import { bookingFormValuesSchema, type BookingFormValues } from './formValues';

/**
 * A booking kept over the login detour (spec: booking submission needs a rider): written to
 * sessionStorage when a visitor who is not logged in presses Book Now (or Apply Promo), read back
 * when they return to the same page, then cleared. It holds only what the rider typed.
 */
const DRAFT_KEY = 'bookingDraft';

const draftSchema = z.object({
  path: z.string(),
  cityId: z.number(),
  values: bookingFormValuesSchema,
});
export type BookingDraft = z.infer<typeof draftSchema>;

export function saveDraft(draft: {
  path: string;
  cityId: number;
  values: BookingFormValues;
}): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage may be unavailable; the rider then fills the form again
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

/** The draft left on `path` (the caller clears it once used); null when there is none. */
export function readDraft(path: string): BookingDraft | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    clearDraft();
    return null;
  }
  const draft = draftSchema.safeParse(parsed);
  if (!draft.success) {
    clearDraft();
    return null;
  }
  return draft.data.path === path ? draft.data : null;
}
