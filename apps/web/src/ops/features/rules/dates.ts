import { dayEnd, dayStart } from '../../shared/formatTime';

// A promo's date fields are days of the promo's city (decision 065), not the browser's: a promo
// in London, Ontario starts at midnight there whichever zone the staff member's computer is in.
// A day shown in a field is shared/formatTime's dayOf(epochMs, offset).

/**
 * A date field's value as epoch ms in the zone `offset` (hours from UTC): the first millisecond
 * of that day, or with `end` its last one (a promo valid until a day is valid all that day).
 */
export function fromDateValue(value: string, offset: number, end = false): number {
  const at = end ? dayEnd(value, offset) : dayStart(value, offset);
  if (at === undefined) return Number.NaN;
  return end ? at - 1 : at;
}
