import type { Constant } from '@fairfare/contracts/constants';
import type { DbOrTrx } from '../../db/database.ts';
import { constantsRepo } from './repo.ts';

/** Every service constant (driver radii, countdown minutes, clock offset, …), by id. */
export async function listConstants(db: DbOrTrx): Promise<Constant[]> {
  return constantsRepo.list(db);
}
