import type { z } from 'zod';
import {
  contentFallback,
  CONTENT_IMAGE_PREFIX,
  type listStaffPostsRequestSchema,
  type postInputSchema,
  type publishPostRequestSchema,
  type StaffPost,
  type StaffPostList,
  type uploadImageRequestSchema,
} from '@fairfare/contracts/content-admin';
import type { PostDetail } from '@fairfare/contracts/content';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import type { DbOrTrx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { isAcceptableImage } from './image-rules.ts';
import { renderMarkdown } from './markdown.ts';
import { staffContentRepo, type StaffPostRow } from './staff-repo.ts';

type PostInput = z.output<typeof postInputSchema>;

/** A staff change: the object before and after it (for the audit log). */
export interface Change<T> {
  before: T | null;
  after: T;
}

function toStaffPost(
  row: StaffPostRow,
  texts: ReadonlyArray<{ lang: string; title: string; excerpt: string; body: string }>,
  now: number,
): StaffPost {
  return {
    ...row,
    scheduled: row.status === 'published' && row.published_at > now,
    text: Object.fromEntries(
      texts.map((t) => [t.lang, { title: t.title, excerpt: t.excerpt, body: t.body }]),
    ),
  };
}

async function loadPost(db: DbOrTrx, postId: number, now: number): Promise<StaffPost> {
  const row = await staffContentRepo.findPost(db, postId);
  if (!row) throw notFound('content.notFound');
  return toStaffPost(row, await staffContentRepo.listTranslations(db, postId), now);
}

/** The translations rows of an input: each given language, its body rendered once here. */
function translationRows(input: PostInput) {
  return LANGUAGES.flatMap((lang) => {
    const text = input.text[lang];
    return text ? [{ lang, ...text, body_html: renderMarkdown(text.body) }] : [];
  });
}

async function refuseTakenSlug(db: DbOrTrx, input: PostInput, exceptPostId?: number) {
  if (await staffContentRepo.slugTaken(db, input.kind, input.slug, exceptPostId)) {
    throw conflict('content.slugTaken');
  }
}

/** The back office's list: posts of a kind and state, titled in `lang` (else English). */
export async function listStaffPosts(
  db: DbOrTrx,
  q: z.output<typeof listStaffPostsRequestSchema>,
  now: number,
): Promise<StaffPostList> {
  const rows = await staffContentRepo.listPosts(db, q, now);
  const languages = await staffContentRepo.languagesOf(
    db,
    rows.map((r) => r.post_id),
  );
  return rows.map(({ en_title, es_title, fr_title, lang_title, ...post }) => {
    const titles = { en: en_title, es: es_title, fr: fr_title };
    const lang = (contentFallback(
      q.lang,
      LANGUAGES.filter((l) => titles[l] !== null),
    ) ?? 'en') as Language;
    return {
      ...post,
      scheduled: post.status === 'published' && post.published_at > now,
      title: lang_title ?? titles[lang] ?? '',
      lang,
      langs: LANGUAGES.filter((l) =>
        languages.some((t) => t.post_id === post.post_id && t.lang === l),
      ),
    };
  });
}

export function getStaffPost(db: DbOrTrx, postId: number, now: number): Promise<StaffPost> {
  return loadPost(db, postId, now);
}

/** A new post, as a draft (nothing public until it is published). Run inside a transaction. */
export async function createPost(
  trx: DbOrTrx,
  input: PostInput,
  now: number,
): Promise<Change<StaffPost>> {
  await refuseTakenSlug(trx, input);
  const postId = await staffContentRepo.insertPost(trx, {
    kind: input.kind,
    slug: input.slug,
    image_path: input.image_path,
    author: input.author,
    status: 'draft',
    published_at: now,
    updated_at: now,
  });
  await staffContentRepo.replaceTranslations(trx, postId, translationRows(input));
  return { before: null, after: await loadPost(trx, postId, now) };
}

/**
 * New text, address or image for a post. A published post shows the change at once (unpublish
 * first to rework it out of sight). Run inside a transaction.
 */
export async function updatePost(
  trx: DbOrTrx,
  input: PostInput & { post_id: number },
  now: number,
): Promise<Change<StaffPost>> {
  const before = await loadPost(trx, input.post_id, now);
  await refuseTakenSlug(trx, input, input.post_id);
  await staffContentRepo.updatePost(trx, input.post_id, {
    kind: input.kind,
    slug: input.slug,
    image_path: input.image_path,
    author: input.author,
    updated_at: now,
  });
  await staffContentRepo.replaceTranslations(trx, input.post_id, translationRows(input));
  return { before, after: await loadPost(trx, input.post_id, now) };
}

/**
 * Published now, or at `publish_at` (scheduled: the public reads show it from then on). A time in
 * the past publishes now rather than back-dating the post. Run inside a transaction.
 */
export async function publishPost(
  trx: DbOrTrx,
  q: z.output<typeof publishPostRequestSchema>,
  now: number,
): Promise<Change<StaffPost>> {
  const before = await loadPost(trx, q.post_id, now);
  const at = Math.max(q.publish_at ?? now, now);
  await staffContentRepo.updatePost(trx, q.post_id, {
    status: 'published',
    published_at: at,
    updated_at: now,
  });
  return { before, after: await loadPost(trx, q.post_id, now) };
}

/** Back to draft: off the public pages at once. Run inside a transaction. */
export async function unpublishPost(
  trx: DbOrTrx,
  postId: number,
  now: number,
): Promise<Change<StaffPost>> {
  const before = await loadPost(trx, postId, now);
  await staffContentRepo.updatePost(trx, postId, { status: 'draft', updated_at: now });
  return { before, after: await loadPost(trx, postId, now) };
}

/**
 * The post as its public page will show it in `lang` (where that language has no text, the
 * first of English, Spanish and French it has: `contentFallback`),
 * rendered by the same Markdown rules, without storing anything.
 */
export function previewPost(input: PostInput, lang: Language, now: number): PostDetail {
  const textLang = (contentFallback(
    lang,
    LANGUAGES.filter((l) => input.text[l]),
  ) ?? lang) as Language;
  const text = input.text[textLang] ?? { title: '', excerpt: '', body: '' };
  return {
    post_id: 0,
    kind: input.kind,
    slug: input.slug,
    image_path: input.image_path,
    author: input.author,
    published_at: now,
    lang: textLang,
    title: text.title,
    excerpt: text.excerpt,
    body: text.body,
    body_html: renderMarkdown(text.body),
  };
}

/** Stores an uploaded image after checking its bytes are the type it claims and not too large. */
export async function uploadImage(
  trx: DbOrTrx,
  q: z.output<typeof uploadImageRequestSchema>,
  now: number,
): Promise<{ image_id: number; image_path: string }> {
  const bytes = Buffer.from(q.data_base64, 'base64');
  if (!isAcceptableImage(q.content_type, bytes)) throw badRequest('content.imageInvalid');
  const imageId = await staffContentRepo.insertImage(trx, {
    content_type: q.content_type,
    byte_size: bytes.length,
    data_base64: bytes.toString('base64'),
    created_at: now,
  });
  return { image_id: imageId, image_path: `${CONTENT_IMAGE_PREFIX}${imageId}` };
}

/** An uploaded image's bytes and type; 404 when there is none. */
export async function readImage(
  db: DbOrTrx,
  imageId: number,
): Promise<{ contentType: string; bytes: Buffer }> {
  const row = await staffContentRepo.findImage(db, imageId);
  if (!row) throw notFound();
  return { contentType: row.content_type, bytes: Buffer.from(row.data_base64, 'base64') };
}
