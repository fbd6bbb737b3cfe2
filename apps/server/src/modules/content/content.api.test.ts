import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startTestApp } from '../../../test/helpers/app.ts';
import type { Db } from '../../db/database.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

async function addPost(
  db: Db,
  kind: 'blog' | 'article',
  slug: string,
  publishedAt: number,
  langs: Array<'en' | 'es' | 'fr'>,
) {
  const { post_id } = await db
    .insertInto('content_posts')
    .values({ kind, slug, image_path: `/images/${slug}.svg`, published_at: publishedAt })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  for (const lang of langs) {
    await db
      .insertInto('content_translations')
      .values({
        post_id,
        lang,
        title: `${slug} ${lang}`,
        excerpt: `excerpt ${lang}`,
        body: `body ${lang}`,
      })
      .execute();
  }
}

describe.each(databaseKinds)('content API on %s', (kind) => {
  it('lists posts of one kind newest first, paged, in the asked language with English fallback', async () => {
    const { app, db } = await startTestApp(kind);
    await addPost(db, 'blog', 'old', 1_000, ['en', 'fr']);
    await addPost(db, 'blog', 'new', 3_000, ['en']);
    await addPost(db, 'blog', 'mid', 2_000, ['en', 'fr']);
    await addPost(db, 'article', 'other', 4_000, ['en']);

    const res = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.content.list,
      payload: { kind: 'blog', lang: 'fr', page: 1, limit: 2 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.response.total).toBe(3);
    expect(body.response.items.map((p: { slug: string }) => p.slug)).toEqual(['new', 'mid']);
    expect(body.response.items[0]).toMatchObject({ title: 'new en', lang: 'en' });
    expect(body.response.items[1]).toMatchObject({ title: 'mid fr', lang: 'fr' });

    const page2 = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.content.list,
      payload: { kind: 'blog', page: 2, limit: 2 },
    });
    expect(page2.json().response.items.map((p: { slug: string }) => p.slug)).toEqual(['old']);
  });

  it('returns one post with its body, and 404 for an unknown slug', async () => {
    const { app, db } = await startTestApp(kind);
    await addPost(db, 'article', 'fares-explained', 1_000, ['en', 'es']);
    const found = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.content.detail,
      payload: { kind: 'article', slug: 'fares-explained', lang: 'es' },
    });
    expect(found.json().response).toMatchObject({
      slug: 'fares-explained',
      body: 'body es',
      lang: 'es',
    });

    const wrongKind = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.content.detail,
      payload: { kind: 'blog', slug: 'fares-explained' },
    });
    expectFailed(wrongKind, 404, {
      message: 'This post does not exist.',
      code: 'content.notFound',
    });
  });

  it.each([
    [{ kind: 'video' }],
    [{ kind: 'blog', page: 0 }],
    [{ kind: 'blog', page: 'two' }],
    [{ kind: 'blog', lang: 'de' }],
    [{ kind: 'blog', limit: 1000 }],
  ])('refuses bad input %j with 400', async (payload) => {
    const { app } = await startTestApp(kind);
    const res = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.content.list,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('failed');
  });
});
