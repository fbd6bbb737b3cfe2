import type { DbOrTrx } from '../../db/database.ts';
import type { PersonMatch } from '../../db/person-search.ts';
import { digitsOf, looksLikePhone, phoneCandidates } from './phones.ts';
import { countriesRepo } from './repo.ts';

/**
 * What a typed search for a person matches (decision 062): a phone, read by libphonenumber-js in
 * every country the site offers (its digits also anywhere in a stored number, unless it was typed
 * with its country code), else a text in the name or e-mail (or the plate, for a driver).
 */
export async function personMatchOf(db: DbOrTrx, typed: string): Promise<PersonMatch> {
  const text = typed.trim();
  if (!looksLikePhone(text)) return { kind: 'text', text };
  const countries = await countriesRepo.list(db);
  const phones = phoneCandidates(
    text,
    countries.map((c) => c.iso_code),
  );
  return { kind: 'phone', phones, digits: text.startsWith('+') ? null : digitsOf(text) };
}
