import { sql } from 'kysely';
import type { ContentKind } from '@fairfare/contracts/content';
import type { Language } from '@fairfare/contracts/languages';
import type { DbOrTrx } from '../../db/database.ts';

/**
 * Public posts (published, their time come: a scheduled post shows from `published_at` on, with
 * no job needed) joined with their translation in `lang`, falling back to English per post when
 * the requested language is missing.
 */
function postsWithText(db: DbOrTrx, lang: Language, now: number) {
  return db
    .selectFrom('content_posts as p')
    .innerJoin('content_translations as en', (j) =>
      j.onRef('en.post_id', '=', 'p.post_id').on('en.lang', '=', 'en'),
    )
    .leftJoin('content_translations as t', (j) =>
      j.onRef('t.post_id', '=', 'p.post_id').on('t.lang', '=', lang),
    )
    .select([
      'p.post_id',
      'p.kind',
      'p.slug',
      'p.image_path',
      'p.author',
      'p.published_at',
      sql<string>`COALESCE(t.title, en.title)`.as('title'),
      sql<string>`COALESCE(t.excerpt, en.excerpt)`.as('excerpt'),
      sql<string>`CASE WHEN t.post_id IS NULL THEN 'en' ELSE t.lang END`.as('lang'),
    ])
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', now);
}

export const contentRepo = Object.freeze({
  async listPosts(
    db: DbOrTrx,
    q: { kind: ContentKind; lang: Language; offset: number; limit: number; now: number },
  ) {
    return postsWithText(db, q.lang, q.now)
      .where('p.kind', '=', q.kind)
      .orderBy('p.published_at', 'desc')
      .orderBy('p.post_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
  },

  async countPosts(db: DbOrTrx, kind: ContentKind, now: number): Promise<number> {
    const row = await db
      .selectFrom('content_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind)
      .where('status', '=', 'published')
      .where('published_at', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async findPost(db: DbOrTrx, q: { kind: ContentKind; slug: string; lang: Language; now: number }) {
    return postsWithText(db, q.lang, q.now)
      .select(sql<string>`COALESCE(t.body, en.body)`.as('body'))
      .select(
        sql<string | null>`CASE WHEN t.post_id IS NULL THEN en.body_html ELSE t.body_html END`.as(
          'body_html',
        ),
      )
      .where('p.kind', '=', q.kind)
      .where('p.slug', '=', q.slug)
      .executeTakeFirst();
  },
});
