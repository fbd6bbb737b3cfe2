/** A phone as it is stored: its country code ('+1') and its national number. */
export interface StoredPhone {
  phone_code: string;
  phone: string;
}

/** What a stored national number may be (contracts auth phoneNumberSchema). */
const NATIONAL = /^\d{8,15}$/;

/** The whole number split after a country code of 1 to 4 digits, where the rest can be a number. */
function splits(digits: string): StoredPhone[] {
  return [1, 2, 3, 4]
    .map((k) => ({ phone_code: `+${digits.slice(0, k)}`, phone: digits.slice(k) }))
    .filter((p) => NATIONAL.test(p.phone));
}

/**
 * Every stored phone that what support typed (digits, with or without a leading '+', as
 * findRidersRequestSchema leaves it) may be, so that the search is lookups on the unique
 * (phone_code, phone) index instead of a scan: with '+', the whole number split after its country
 * code; without, the national number under each country code the site offers, or the whole
 * number typed without its '+'.
 */
export function phoneCandidates(typed: string, countryCodes: readonly string[]): StoredPhone[] {
  const digits = typed.replace(/^\+/, '');
  const national = typed.startsWith('+') || !NATIONAL.test(digits) ? [] : countryCodes;
  const all = [...national.map((code) => ({ phone_code: code, phone: digits })), ...splits(digits)];
  const seen = new Set<string>();
  return all.filter((p) => {
    const key = `${p.phone_code} ${p.phone}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
