import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

// Phones read and written by libphonenumber-js, the library the site formats them with (issue 39):
// no hand-written splitting of country codes.

/** A phone as it is stored: its country code ('+1') and its national number ('5195550188'). */
export interface StoredPhone {
  phone_code: string;
  phone: string;
}

/**
 * A stored phone as a person reads it, grouped the way its country writes it: '+1', '5195550188'
 * → '+1 519 555 0188' (what the site's formatPhone shows). A number the library cannot read is
 * shown as it is stored.
 */
export function phoneText(phoneCode: string, phone: string): string {
  const parsed = parsePhoneNumberFromString(`${phoneCode}${phone}`);
  return parsed?.isPossible() ? parsed.formatInternational() : `${phoneCode} ${phone}`;
}

/** Typed text that is a phone rather than a name: digits and the marks people put between them. */
export function looksLikePhone(typed: string): boolean {
  return /^\+?[\d\s().-]+$/.test(typed.trim()) && digitsOf(typed).length >= 4;
}

/** The digits of what was typed. */
export function digitsOf(typed: string): string {
  return typed.replace(/\D/g, '');
}

/**
 * Every stored phone what a person typed may be: with '+' (or 00), the number it names; without,
 * the national number in each country the site offers (a leading trunk '1' or '0' dropped as
 * the country does), and the whole number read as if it had its '+'.
 */
export function phoneCandidates(typed: string, countries: readonly string[]): StoredPhone[] {
  const text = typed.trim().replace(/^00/, '+');
  const tries = text.startsWith('+')
    ? [parsePhoneNumberFromString(text)]
    : [
        ...countries.map((iso) => parsePhoneNumberFromString(text, iso as CountryCode)),
        parsePhoneNumberFromString(`+${digitsOf(text)}`),
      ];
  const seen = new Map<string, StoredPhone>();
  for (const parsed of tries) {
    if (!parsed?.isPossible()) continue;
    const phone = { phone_code: `+${parsed.countryCallingCode}`, phone: parsed.nationalNumber };
    seen.set(`${phone.phone_code} ${phone.phone}`, phone);
  }
  return [...seen.values()];
}
