import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { PromosTable } from '../../db/schema.ts';
import { promosRepo, type PromoWithUses } from './repo.ts';

export type { PromoWithUses } from './repo.ts';

/**
 * The back office's reads and writes of promo codes (issue 30); who may change which promo is
 * decided by the caller (city-rules' scope), the riders' use of them by service.ts.
 */

/** A city's promos (and, with `withGlobal`, those of every city), with how often each was used. */
export async function listPromosOfCity(
  db: DbOrTrx,
  cityId: number,
  withGlobal: boolean,
): Promise<PromoWithUses[]> {
  return promosRepo.listWithUses(db, cityId, withGlobal);
}

export async function findPromo(db: DbOrTrx, promoId: number): Promise<PromoWithUses | undefined> {
  return promosRepo.findWithUses(db, promoId);
}

/** Whether another promo has this code, whatever its case (riders type codes in any case). */
export async function promoCodeTaken(
  db: DbOrTrx,
  code: string,
  exceptPromoId?: number,
): Promise<boolean> {
  return promosRepo.codeTaken(db, code, exceptPromoId);
}

/** A promo added (no id) or changed; its id. */
export async function savePromoRow(
  db: DbOrTrx,
  promoId: number | undefined,
  row: Insertable<PromosTable>,
): Promise<number> {
  if (promoId === undefined) return promosRepo.insert(db, row);
  await promosRepo.update(db, promoId, row);
  return promoId;
}
