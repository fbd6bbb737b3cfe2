import type { Country } from '@fairfare/contracts/constants';
import type { DbOrTrx } from '../../db/database.ts';
import { countriesRepo } from './repo.ts';

/** The countries of the phone-number picker with their calling codes, in the seeded order. */
export async function listCountries(db: DbOrTrx): Promise<Country[]> {
  return countriesRepo.list(db);
}
