import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../../db/database.ts';
import { findByKey } from '../../../db/find-by-key.ts';
import { insertReturningId } from '../../../db/insert-returning-id.ts';
import type { DriverApplicationsTable, DriverDocumentsTable } from '../../../db/schema.ts';

/** The applications' and their documents' queries (the only SQL of applications). */
export const applicationsRepo = Object.freeze({
  findById(db: DbOrTrx, applicationId: number) {
    return findByKey(db, 'driver_applications', 'application_id', applicationId);
  },

  /** The phone's newest application (a rejected applicant may apply again on the same one). */
  latestOfPhone(db: DbOrTrx, phoneCode: string, phone: string) {
    return db
      .selectFrom('driver_applications')
      .selectAll()
      .where('phone_code', '=', phoneCode)
      .where('phone', '=', phone)
      .orderBy('application_id', 'desc')
      .executeTakeFirst();
  },

  /** The application of a live applicant's session. */
  ofSession(db: DbOrTrx, sessionHash: string, now: number) {
    return db
      .selectFrom('driver_applications')
      .select('application_id')
      .where('session_hash', '=', sessionHash)
      .where('session_expires_at', '>', now)
      .executeTakeFirst();
  },

  insert(db: DbOrTrx, row: Insertable<DriverApplicationsTable>) {
    return insertReturningId(db, 'driver_applications', row, 'application_id');
  },

  async setSession(
    db: DbOrTrx,
    applicationId: number,
    session: { hash: string; expiresAt: number },
  ): Promise<void> {
    await db
      .updateTable('driver_applications')
      .set({ session_hash: session.hash, session_expires_at: session.expiresAt })
      .where('application_id', '=', applicationId)
      .execute();
  },

  /**
   * Changes an application only while it is in one of `from` (a guarded update): true when it
   * did, false when its status had moved on meanwhile.
   */
  async updateIn(
    db: DbOrTrx,
    applicationId: number,
    from: readonly string[],
    changes: Updateable<DriverApplicationsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('driver_applications')
      .set(changes)
      .where('application_id', '=', applicationId)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * The back office's list, of some cities (all when undefined): latest submitted first, one
   * page of `limit` after the application `beforeId` (keyset on submitted_at, then the id).
   */
  list(
    db: DbOrTrx,
    filter: { cityIds?: number[] | undefined; statuses: readonly string[] },
    beforeId: number | undefined,
    limit: number,
  ) {
    let query = db
      .selectFrom('driver_applications as a')
      .leftJoin('cities as c', 'c.city_id', 'a.city_id')
      .leftJoin('categories as k', 'k.category_id', 'a.category_id')
      .selectAll('a')
      .select(['c.city_name', 'k.category_name'])
      .where('a.status', 'in', filter.statuses);
    if (filter.cityIds)
      query = query.where('a.city_id', 'in', filter.cityIds.length ? filter.cityIds : [-1]);
    if (beforeId !== undefined) {
      query = query.where((eb) => {
        const submittedAt = eb
          .selectFrom('driver_applications as b')
          .select('b.submitted_at')
          .where('b.application_id', '=', beforeId);
        return eb.or([
          eb('a.submitted_at', '<', submittedAt),
          eb.and([eb('a.submitted_at', '=', submittedAt), eb('a.application_id', '<', beforeId)]),
        ]);
      });
    }
    return query
      .orderBy('a.submitted_at', 'desc')
      .orderBy('a.application_id', 'desc')
      .limit(limit)
      .execute();
  },

  /** One application with its city's and category's names. */
  findNamed(db: DbOrTrx, applicationId: number) {
    return db
      .selectFrom('driver_applications as a')
      .leftJoin('cities as c', 'c.city_id', 'a.city_id')
      .leftJoin('categories as k', 'k.category_id', 'a.category_id')
      .selectAll('a')
      .select(['c.city_name', 'k.category_name'])
      .where('a.application_id', '=', applicationId)
      .executeTakeFirst();
  },

  documents(db: DbOrTrx, applicationId: number) {
    return db
      .selectFrom('driver_documents')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('document_id')
      .execute();
  },

  findDocument(db: DbOrTrx, documentId: number) {
    return findByKey(db, 'driver_documents', 'document_id', documentId);
  },

  /** The application's document of a kind (one at most). */
  documentOfKind(db: DbOrTrx, applicationId: number, kind: string) {
    return db
      .selectFrom('driver_documents')
      .selectAll()
      .where('application_id', '=', applicationId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  },

  async deleteDocument(db: DbOrTrx, documentId: number): Promise<void> {
    await db.deleteFrom('driver_documents').where('document_id', '=', documentId).execute();
  },

  insertDocument(db: DbOrTrx, row: Insertable<DriverDocumentsTable>) {
    return insertReturningId(db, 'driver_documents', row, 'document_id');
  },

  /** Whether the city and category exist and are active (what an application may name). */
  async cityAndCategoryActive(db: DbOrTrx, cityId: number, categoryId: number) {
    const city = await db
      .selectFrom('cities')
      .select('city_id')
      .where('city_id', '=', cityId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    const category = await db
      .selectFrom('categories')
      .select('category_id')
      .where('category_id', '=', categoryId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    return { city: city !== undefined, category: category !== undefined };
  },
});

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof applicationsRepo.findById>>>;
export type DocumentRow = NonNullable<Awaited<ReturnType<typeof applicationsRepo.findDocument>>>;
