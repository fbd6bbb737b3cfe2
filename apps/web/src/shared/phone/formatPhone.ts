import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as a rider reads it, grouped the way its own country writes it, with its country
 * code: "+15195557001" → "+1 519 555 7001", "+33612345678" → "+33 6 12 34 56 78" (issue 26
 * point 12). The number comes as the service stores it, its country code and digits joined (spaces
 * tolerated). A number the library cannot read is shown as it came. The international form, not
 * the national one: a rider may call a number of another country. `tel:` links keep the E.164
 * form (telHref).
 */
export function formatPhone(number: string): string {
  const parsed = parsePhoneNumberFromString(number.replace(/\s+/g, ''));
  return parsed?.isPossible() ? parsed.formatInternational() : number;
}
