import { sql } from 'kysely';
import type { ContentKind } from '@fairfare/contracts/content';
import type { Language } from '@fairfare/contracts/languages';
import type { DbOrTrx } from '../../db/database.ts';

/**
 * Public posts (published, their time come: a scheduled post shows from `published_at` on, with
 * no job needed) joined with their translation in `lang`, falling back per post to the first of
 * English, Spanish and French it has (`contentFallback`, CONTENT_FALLBACK_ORDER): a post may be
 * written in one language only.
 */
function postsWithText(db: DbOrTrx, lang: Language, now: number) {
  return db
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
      j.onRef('t.post_id', '=', 'p.post_id').on('t.lang', '=', lang),
    )
    .select([
      'p.post_id',
      'p.kind',
      'p.slug',
      'p.image_path',
      'p.author',
      'p.published_at',
      sql<string>`COALESCE(t.title, en.title, es.title, fr.title)`.as('title'),
      sql<string>`COALESCE(t.excerpt, en.excerpt, es.excerpt, fr.excerpt)`.as('excerpt'),
      sql<string>`CASE WHEN t.post_id IS NOT NULL THEN t.lang WHEN en.post_id IS NOT NULL THEN 'en'
        WHEN es.post_id IS NOT NULL THEN 'es' ELSE 'fr' END`.as('lang'),
    ])
    .where((eb) =>
      eb.or([
        eb('en.post_id', 'is not', null),
        eb('es.post_id', 'is not', null),
        eb('fr.post_id', 'is not', null),
      ]),
    )
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
      .select(sql<string>`COALESCE(t.body, en.body, es.body, fr.body)`.as('body'))
      .select(
        sql<string | null>`CASE WHEN t.post_id IS NOT NULL THEN t.body_html
          WHEN en.post_id IS NOT NULL THEN en.body_html
          WHEN es.post_id IS NOT NULL THEN es.body_html ELSE fr.body_html END`.as('body_html'),
      )
      .where('p.kind', '=', q.kind)
      .where('p.slug', '=', q.slug)
      .executeTakeFirst();
  },
});
