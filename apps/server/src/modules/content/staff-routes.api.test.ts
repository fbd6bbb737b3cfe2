import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { contentOpsPaths } from '@fairfare/contracts/content-admin';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { signInStaff, staffCall } from '../../../test/helpers/staff.ts';

const post = {
  kind: 'announcement',
  slug: 'nuevo-en-guelph',
  image_path: '/images/content/fairfare-launches-in-london-ontario.svg',
  author: 'FairFare',
  text: {
    en: { title: 'New in Guelph', excerpt: '', body: 'Hello <script>alert(1)</script> **Guelph**' },
    es: { title: 'Nuevo en Guelph', excerpt: '', body: 'Hola **Guelph**' },
  },
};

describe.each(databaseKinds)("the editor's content endpoints on %s", (kind) => {
  it('list posts per language and state, preview sanitised, and take an unpublished post off the site', async () => {
    const { app, db } = await startSeededApp(kind);
    const editor = await signInStaff(app, 'editor');
    const preview = await staffCall(app, editor, contentOpsPaths.preview, { ...post, lang: 'en' });
    expect(preview.json().response.body_html).toBe(
      '<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; <strong>Guelph</strong></p>',
    );
    expect(
      await db
        .selectFrom('content_posts')
        .select('post_id')
        .where('slug', '=', post.slug)
        .execute(),
    ).toEqual([]);

    const created = (await staffCall(app, editor, contentOpsPaths.create, post)).json().response;
    const drafts = await staffCall(app, editor, contentOpsPaths.list, {
      status: 'draft',
      lang: 'es',
    });
    expect(drafts.json().response).toEqual([
      expect.objectContaining({
        post_id: created.post_id,
        title: 'Nuevo en Guelph',
        lang: 'es',
        langs: ['en', 'es'],
      }),
    ]);
    await staffCall(app, editor, contentOpsPaths.publish, { post_id: created.post_id });
    const publicList = async () =>
      (
        await app.inject({
          method: 'POST',
          url: API_BASE + endpoints.content.list,
          payload: { kind: 'announcement', lang: 'es', limit: 50 },
        })
      )
        .json()
        .response.items.map((p: { slug: string }) => p.slug) as string[];
    expect(await publicList()).toContain(post.slug);
    const unpublished = await staffCall(app, editor, contentOpsPaths.unpublish, {
      post_id: created.post_id,
    });
    expect(unpublished.json().response).toMatchObject({ status: 'draft' });
    expect(await publicList()).not.toContain(post.slug);
  });

  it.each([[{ status: 'archived' }], [{ lang: 'de' }], [{ kind: 'video' }]])(
    'refuses the list filter %j with 400',
    async (payload) => {
      const { app } = await startSeededApp(kind);
      const editor = await signInStaff(app, 'editor');
      const res = await staffCall(app, editor, contentOpsPaths.list, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('failed');
    },
  );

  it('take a post written in Spanish only, which the public site shows in Spanish to every reader', async () => {
    const { app } = await startSeededApp(kind);
    const editor = await signInStaff(app, 'editor');
    const spanishOnly = {
      ...post,
      slug: 'solo-en-espanol',
      text: { es: { title: 'Solo en español', excerpt: 'Breve', body: 'Hola **Guelph**' } },
    };
    const none = await staffCall(app, editor, contentOpsPaths.create, { ...spanishOnly, text: {} });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('content.textRequired');

    const created = await staffCall(app, editor, contentOpsPaths.create, spanishOnly);
    expect(created.statusCode, created.body).toBe(200);
    const postId = created.json().response.post_id as number;
    const list = await staffCall(app, editor, contentOpsPaths.list, {
      status: 'draft',
      lang: 'en',
    });
    expect(list.json().response).toContainEqual(
      expect.objectContaining({
        post_id: postId,
        title: 'Solo en español',
        lang: 'es',
        langs: ['es'],
      }),
    );
    const preview = await staffCall(app, editor, contentOpsPaths.preview, {
      ...spanishOnly,
      lang: 'fr',
    });
    expect(preview.json().response).toMatchObject({ lang: 'es', title: 'Solo en español' });

    await staffCall(app, editor, contentOpsPaths.publish, { post_id: postId });
    for (const lang of ['en', 'es', 'fr']) {
      const page = await app.inject({
        method: 'POST',
        url: API_BASE + endpoints.content.detail,
        payload: { kind: 'announcement', slug: 'solo-en-espanol', lang },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().response).toMatchObject({
        lang: 'es',
        title: 'Solo en español',
        body_html: '<p>Hola <strong>Guelph</strong></p>',
      });
      const list = await app.inject({
        method: 'POST',
        url: API_BASE + endpoints.content.list,
        payload: { kind: 'announcement', lang, limit: 50 },
      });
      expect(list.json().response.items).toContainEqual(
        expect.objectContaining({ slug: 'solo-en-espanol', lang: 'es' }),
      );
    }
  });
});
