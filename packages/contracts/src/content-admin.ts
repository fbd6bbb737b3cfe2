import { z } from 'zod';
import { contentKindSchema, postDetailSchema } from './content.ts';
import { languageSchema } from './language-schema.ts';

/**
 * The back office's content (issue 30, role editor): posts, articles and announcements edited in
 * English, Spanish and French, as Markdown the service sanitises.
 */
export const POST_STATUSES = ['draft', 'published'] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;

/** Image types an editor may upload, and the largest upload (bytes). */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const CONTENT_IMAGE_MAX_BYTES = 1024 * 1024;

/** Where the service serves an uploaded image (`GET`, outside the API). */
export const CONTENT_IMAGE_PREFIX = '/media/content/';

export const postTextSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(200, 'validation.nameTooLong'),
  excerpt: z.string().trim().max(500, 'validation.messageTooLong').default(''),
  /** Markdown; raw HTML in it is shown as text, links and images are sanitised. */
  body: z.string().trim().min(1, 'validation.required').max(20_000, 'validation.messageTooLong'),
});
export type PostText = z.infer<typeof postTextSchema>;

/**
 * A post is written in any one of the three languages or more (issue 39: a Spanish-only post is a
 * post). Where a reader's language has no text, the public site shows the first of
 * `CONTENT_FALLBACK_ORDER` the post has (`contentFallback`).
 */
export const postTextsSchema = z
  .object({
    en: postTextSchema.optional(),
    es: postTextSchema.optional(),
    fr: postTextSchema.optional(),
  })
  .refine((t) => Boolean(t.en ?? t.es ?? t.fr), { message: 'content.textRequired' });

/** The languages a reader's missing one falls back to, in order (English first: most read). */
export const CONTENT_FALLBACK_ORDER = ['en', 'es', 'fr'] as const;

/** The language a reader of `lang` is shown: theirs when the post has it, else the first there is. */
export function contentFallback(lang: string, present: readonly string[]): string | null {
  if (present.includes(lang)) return lang;
  return CONTENT_FALLBACK_ORDER.find((l) => present.includes(l)) ?? null;
}

export const postSlugSchema = z
  .string()
  .min(1, 'content.slugInvalid')
  .max(120, 'content.slugInvalid')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'content.slugInvalid');

/** A seeded illustration (`/images/content/<slug>.svg`) or an uploaded image. */
export const postImagePathSchema = z
  .string()
  .regex(/^\/(images\/content\/[a-z0-9-]+\.svg|media\/content\/\d+)$/, 'content.imageInvalid');

export const postInputSchema = z.object({
  kind: contentKindSchema,
  slug: postSlugSchema,
  image_path: postImagePathSchema,
  author: z.string().trim().min(1, 'validation.required').max(80, 'validation.nameTooLong'),
  text: postTextsSchema,
});
export type PostInput = z.input<typeof postInputSchema>;

const postIdSchema = z.number().int().positive();

export const updatePostRequestSchema = postInputSchema.extend({ post_id: postIdSchema });
export const postIdRequestSchema = z.object({ post_id: postIdSchema });
/** Publish now, or at `publish_at` (epoch ms, later: scheduled). */
export const publishPostRequestSchema = z.object({
  post_id: postIdSchema,
  publish_at: z.number().int().positive().optional(),
});
export const previewPostRequestSchema = postInputSchema.extend({ lang: languageSchema });
/**
 * Where a post stands in the back office's list: a draft, published with a time to come
 * (scheduled), or published and public.
 */
export const POST_LIST_STATES = ['draft', 'scheduled', 'published'] as const;
export type PostListState = (typeof POST_LIST_STATES)[number];

/** Posts of a kind and state, their titles in `lang` (English where it has none). */
export const listStaffPostsRequestSchema = z.object({
  kind: contentKindSchema.optional(),
  status: z.enum(POST_LIST_STATES).optional(),
  lang: languageSchema.default('en'),
});
export type ListStaffPostsRequest = z.input<typeof listStaffPostsRequestSchema>;

/** A post as staff see it: every language, its state and when it goes (or went) out. */
export const staffPostSchema = z.object({
  post_id: z.number(),
  kind: contentKindSchema,
  slug: z.string(),
  image_path: z.string(),
  author: z.string(),
  status: postStatusSchema,
  published_at: z.number(),
  updated_at: z.number(),
  /** Published with a time still to come. */
  scheduled: z.boolean(),
  text: z.partialRecord(languageSchema, postTextSchema),
});
export type StaffPost = z.infer<typeof staffPostSchema>;

export const staffPostListSchema = z.array(
  staffPostSchema.omit({ text: true }).extend({
    title: z.string(),
    /** The language of `title`. */
    lang: languageSchema,
    /** The languages the post has text in. */
    langs: z.array(languageSchema),
  }),
);
export type StaffPostList = z.infer<typeof staffPostListSchema>;

/** The preview is the public post as the page will show it. */
export const postPreviewSchema = postDetailSchema;

export const uploadImageRequestSchema = z.object({
  content_type: z.enum(CONTENT_IMAGE_TYPES, 'content.imageInvalid'),
  /** The file's bytes, base64 (JSON, like every other endpoint). */
  data_base64: z
    .string()
    .min(1, 'content.imageInvalid')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'content.imageInvalid'),
});
export const uploadedImageSchema = z.object({ image_id: z.number(), image_path: z.string() });

/** The editor's endpoints (back office, roles editor and admin). */
export const contentOpsPaths = {
  list: '/opsapi/getposts',
  get: '/opsapi/getpost',
  create: '/opsapi/createpost',
  update: '/opsapi/updatepost',
  publish: '/opsapi/publishpost',
  unpublish: '/opsapi/unpublishpost',
  preview: '/opsapi/previewpost',
  uploadImage: '/opsapi/uploadimage',
} as const;
