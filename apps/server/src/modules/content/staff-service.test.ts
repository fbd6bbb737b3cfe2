import { onTestFinished, describe, expect, it } from 'vitest';
import { postInputSchema, type PostInput } from '@fairfare/contracts/content-admin';
import { startTestApp } from '../../../test/helpers/app.ts';
import { databaseKinds, freshDatabase } from '../../../test/helpers/databases.ts';
import { getPost, listPosts } from './service.ts';
import {
  createPost,
  listStaffPosts,
  previewPost,
  publishPost,
  unpublishPost,
  updatePost,
  uploadImage,
  readImage,
} from './staff-service.ts';

const NOW = 1_800_000_000_000;

function input(overrides: Partial<PostInput> = {}) {
  return postInputSchema.parse({
    kind: 'announcement',
    slug: 'new-in-town',
    image_path: '/images/content/city.svg',
    author: 'FairFare',
    text: {
      en: { title: 'New in town', excerpt: 'We are here.', body: 'We are **here**.' },
      es: { title: 'Nuevos en la ciudad', excerpt: 'Ya llegamos.', body: 'Ya **llegamos**.' },
    },
    ...overrides,
  });
}

async function database(kind: 'sqlite' | 'postgres') {
  const database = await freshDatabase(kind);
  onTestFinished(() => database.close());
  return database.db;
}

const publicList = (db: Awaited<ReturnType<typeof database>>, now: number) =>
  listPosts(db, { kind: 'announcement', lang: 'es', page: 1, limit: 10 }, now);

describe.each(databaseKinds)('content back office on %s', (kind) => {
  it('keeps a new post a draft, out of the public pages, until it is published', async () => {
    const db = await database(kind);
    const { after } = await db.transaction().execute((trx) => createPost(trx, input(), NOW));
    expect(after).toMatchObject({ status: 'draft', scheduled: false, slug: 'new-in-town' });
    expect((await publicList(db, NOW)).total).toBe(0);

    await db.transaction().execute((trx) => publishPost(trx, { post_id: after.post_id }, NOW));
    const list = await publicList(db, NOW);
    expect(list.items.map((p) => p.title)).toEqual(['Nuevos en la ciudad']);
    const detail = await getPost(
      db,
      { kind: 'announcement', slug: 'new-in-town', lang: 'es' },
      NOW,
    );
    expect(detail.body_html).toBe('<p>Ya <strong>llegamos</strong>.</p>');
  });

  it('shows a scheduled post from its time on, and an unpublished one no more', async () => {
    const db = await database(kind);
    const { after } = await db.transaction().execute((trx) => createPost(trx, input(), NOW));
    const scheduled = await db
      .transaction()
      .execute((trx) =>
        publishPost(trx, { post_id: after.post_id, publish_at: NOW + 60_000 }, NOW),
      );
    expect(scheduled.after).toMatchObject({ status: 'published', scheduled: true });
    expect((await publicList(db, NOW + 59_999)).total).toBe(0);
    expect((await publicList(db, NOW + 60_000)).total).toBe(1);

    await db.transaction().execute((trx) => unpublishPost(trx, after.post_id, NOW + 70_000));
    expect((await publicList(db, NOW + 80_000)).total).toBe(0);
  });

  it('changes the text of a post with the before and after for the audit, and refuses a taken address', async () => {
    const db = await database(kind);
    const first = await db.transaction().execute((trx) => createPost(trx, input(), NOW));
    await db.transaction().execute((trx) => createPost(trx, input({ slug: 'second' }), NOW));
    const edited = input({
      text: { en: { title: 'Now in town', excerpt: '', body: 'Fixed a typo' } },
    });
    const change = await db
      .transaction()
      .execute((trx) => updatePost(trx, { ...edited, post_id: first.after.post_id }, NOW + 1));
    expect(change.before?.text.en?.title).toBe('New in town');
    expect(change.after.text).toEqual({
      en: { title: 'Now in town', excerpt: '', body: 'Fixed a typo' },
    });

    await expect(
      db
        .transaction()
        .execute((trx) =>
          updatePost(trx, { ...input({ slug: 'second' }), post_id: first.after.post_id }, NOW),
        ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'content.slugTaken' });
    await expect(
      db.transaction().execute((trx) => createPost(trx, input({ slug: 'second' }), NOW)),
    ).rejects.toMatchObject({ code: 'content.slugTaken' });
  });

  it('lists posts by state (draft, scheduled, published) with titles in the asked language and the languages each has', async () => {
    const db = await database(kind);
    const create = (slug: string, text?: PostInput['text']) =>
      db
        .transaction()
        .execute((trx) => createPost(trx, input({ slug, ...(text ? { text } : {}) }), NOW));
    const draft = await create('draft-one', {
      en: { title: 'Draft', excerpt: '', body: 'Text' },
    });
    const soon = await create('soon');
    const live = await create('live');
    await db
      .transaction()
      .execute((trx) =>
        publishPost(trx, { post_id: soon.after.post_id, publish_at: NOW + 60_000 }, NOW),
      );
    await db.transaction().execute((trx) => publishPost(trx, { post_id: live.after.post_id }, NOW));

    const list = (q: Partial<Parameters<typeof listStaffPosts>[1]>) =>
      listStaffPosts(db, { lang: 'en', ...q }, NOW + 1);
    const spanish = await list({ lang: 'es' });
    expect(
      Object.fromEntries(spanish.map((p) => [p.slug, [p.title, p.lang, p.langs.join(',')]])),
    ).toEqual({
      'draft-one': ['Draft', 'en', 'en'],
      soon: ['Nuevos en la ciudad', 'es', 'en,es'],
      live: ['Nuevos en la ciudad', 'es', 'en,es'],
    });
    const slugs = async (status: 'draft' | 'scheduled' | 'published') =>
      (await list({ status })).map((p) => p.slug);
    expect(await slugs('draft')).toEqual([draft.after.slug]);
    expect(await slugs('scheduled')).toEqual(['soon']);
    expect(await slugs('published')).toEqual(['live']);
    expect((await list({ status: 'scheduled' }))[0]).toMatchObject({ scheduled: true });
  });

  it('stores an image whose bytes are the type it claims, and refuses others', async () => {
    const db = await database(kind);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const stored = await uploadImage(
      db,
      { content_type: 'image/png', data_base64: png.toString('base64') },
      NOW,
    );
    expect(stored.image_path).toBe(`/media/content/${stored.image_id}`);
    expect(await readImage(db, stored.image_id)).toEqual({ contentType: 'image/png', bytes: png });

    await expect(
      uploadImage(db, { content_type: 'image/jpeg', data_base64: png.toString('base64') }, NOW),
    ).rejects.toMatchObject({ statusCode: 400, code: 'content.imageInvalid' });
    const tooLarge = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    await expect(
      uploadImage(db, { content_type: 'image/png', data_base64: tooLarge.toString('base64') }, NOW),
    ).rejects.toMatchObject({ code: 'content.imageInvalid' });
  });
});

describe('previewPost', () => {
  it('is the public post in the asked language, sanitised, English where that language has no text', () => {
    const spanish = previewPost(input(), 'es', NOW);
    expect(spanish).toMatchObject({ lang: 'es', title: 'Nuevos en la ciudad' });
    expect(spanish.body_html).toBe('<p>Ya <strong>llegamos</strong>.</p>');
    expect(previewPost(input(), 'fr', NOW)).toMatchObject({ lang: 'en', title: 'New in town' });
  });
});

describe.each(databaseKinds)('uploaded images served on %s', (kind) => {
  it('are served with their type at their address, and 404 for an unknown or bad id', async () => {
    const { app, db } = await startTestApp(kind);
    const gif = Buffer.from('GIF89a-tiny', 'latin1');
    const stored = await uploadImage(
      db,
      { content_type: 'image/gif', data_base64: gif.toString('base64') },
      NOW,
    );
    const res = await app.inject({ url: stored.image_path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload).toEqual(gif);
    expect((await app.inject({ url: '/media/content/999999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/content/abc' })).statusCode).toBe(404);
  });
});
