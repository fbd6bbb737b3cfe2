import type { Insertable, Updateable } from 'kysely';
import type { ContentKind } from '@fairfare/contracts/content';
import type { PostListState } from '@fairfare/contracts/content-admin';
import type { Language } from '@fairfare/contracts/languages';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { ContentPostsTable, ContentTranslationsTable } from '../../db/schema.ts';

const postColumns = [
  'post_id',
  'kind',
  'slug',
  'image_path',
  'author',
  'status',
  'published_at',
  'updated_at',
] as const;

/** The back office's reads and writes of posts, whatever their state (the public reads are in repo.ts). */
export const staffContentRepo = Object.freeze({
  /** Posts of a kind and state (`now` tells scheduled from public), their titles in `lang`. */
  async listPosts(
    db: DbOrTrx,
    q: { kind?: ContentKind | undefined; status?: PostListState | undefined; lang: Language },
    now: number,
  ) {
    let query = db
      .selectFrom('content_posts as p')
      .leftJoin('content_translations as en', (j) =>
        j.onRef('en.post_id', '=', 'p.post_id').on('en.lang', '=', 'en'),
      )
      .leftJoin('content_translations as es', (j) =>
        j.onRef('es.post_id', '=', 'p.post_id').on('es.lang', '=', 'es'),
      )
      .leftJoin('content_translations as fr', (j) =>
        j.onRef('fr.post_id', '=', 'p.post_id').on('fr.lang', '=', 'fr'),
      )
      .leftJoin('content_translations as t', (j) =>
        j.onRef('t.post_id', '=', 'p.post_id').on('t.lang', '=', q.lang),
      )
      .select(postColumns.map((c) => `p.${c}` as const))
      .select([
        'en.title as en_title',
        'es.title as es_title',
        'fr.title as fr_title',
        't.title as lang_title',
      ]);
    if (q.kind) query = query.where('p.kind', '=', q.kind);
    if (q.status === 'draft') query = query.where('p.status', '=', 'draft');
    if (q.status === 'scheduled') {
      query = query.where('p.status', '=', 'published').where('p.published_at', '>', now);
    }
    if (q.status === 'published') {
      query = query.where('p.status', '=', 'published').where('p.published_at', '<=', now);
    }
    return query.orderBy('p.updated_at', 'desc').orderBy('p.post_id', 'desc').limit(500).execute();
  },

  /** The languages each of the posts has text in. */
  async languagesOf(db: DbOrTrx, postIds: readonly number[]) {
    if (postIds.length === 0) return [];
    return db
      .selectFrom('content_translations')
      .select(['post_id', 'lang'])
      .where('post_id', 'in', postIds)
      .orderBy('post_id')
      .orderBy('lang')
      .execute();
  },

  async findPost(db: DbOrTrx, postId: number) {
    return db
      .selectFrom('content_posts')
      .select(postColumns)
      .where('post_id', '=', postId)
      .executeTakeFirst();
  },

  async listTranslations(db: DbOrTrx, postId: number) {
    return db
      .selectFrom('content_translations')
      .select(['lang', 'title', 'excerpt', 'body'])
      .where('post_id', '=', postId)
      .execute();
  },

  async slugTaken(db: DbOrTrx, kind: ContentKind, slug: string, exceptPostId?: number) {
    let query = db
      .selectFrom('content_posts')
      .select('post_id')
      .where('kind', '=', kind)
      .where('slug', '=', slug);
    if (exceptPostId !== undefined) query = query.where('post_id', '!=', exceptPostId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async insertPost(db: DbOrTrx, row: Insertable<ContentPostsTable>): Promise<number> {
    return insertReturningId(db, 'content_posts', row, 'post_id');
  },

  /** Changes the post; false when it does not exist. */
  async updatePost(
    db: DbOrTrx,
    postId: number,
    changes: Updateable<ContentPostsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('content_posts')
      .set(changes)
      .where('post_id', '=', postId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** The post's text becomes exactly `rows` (a language left out is removed). */
  async replaceTranslations(
    db: DbOrTrx,
    postId: number,
    rows: ReadonlyArray<Omit<Insertable<ContentTranslationsTable>, 'post_id'> & { lang: Language }>,
  ): Promise<void> {
    await db.deleteFrom('content_translations').where('post_id', '=', postId).execute();
    await db
      .insertInto('content_translations')
      .values(rows.map((r) => ({ ...r, post_id: postId })))
      .execute();
  },

  async insertImage(
    db: DbOrTrx,
    row: { content_type: string; byte_size: number; data_base64: string; created_at: number },
  ): Promise<number> {
    return insertReturningId(db, 'content_images', row, 'image_id');
  },

  async findImage(db: DbOrTrx, imageId: number) {
    return db
      .selectFrom('content_images')
      .select(['content_type', 'data_base64'])
      .where('image_id', '=', imageId)
      .executeTakeFirst();
  },
});

export type StaffPostRow = NonNullable<Awaited<ReturnType<typeof staffContentRepo.findPost>>>;
