import { z } from 'zod';
import { languageSchema } from './language-schema.ts';

/** Blog posts, articles and announcements (docs/product/screens.md content routes). */
export const CONTENT_KINDS = ['blog', 'article', 'announcement'] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKindSchema>;

export const CONTENT_PAGE_SIZE = 6;

export const listPostsRequestSchema = z.object({
  kind: contentKindSchema,
  lang: languageSchema.default('en'),
  page: z
    .number({ error: 'validation.pageInvalid' })
    .int('validation.pageInvalid')
    .min(1, 'validation.pageInvalid')
    .max(10_000, 'validation.pageInvalid')
    .default(1),
  limit: z.number().int().min(1).max(50).default(CONTENT_PAGE_SIZE),
});
export type ListPostsRequest = z.input<typeof listPostsRequestSchema>;

export const postSummarySchema = z.object({
  post_id: z.number(),
  kind: contentKindSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image_path: z.string(),
  author: z.string(),
  published_at: z.number(),
  /** The language the text is in (when the requested one is missing: English, else Spanish, else French). */
  lang: languageSchema,
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postListSchema = z.object({
  items: z.array(postSummarySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type PostList = z.infer<typeof postListSchema>;

export const getPostRequestSchema = z.object({
  kind: contentKindSchema,
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'content.notFound'),
  lang: languageSchema.default('en'),
});
export type GetPostRequest = z.input<typeof getPostRequestSchema>;

export const postDetailSchema = postSummarySchema.extend({
  body: z.string(),
  /** The body as sanitised HTML (an edited post); null or absent: `body` as plain paragraphs. */
  body_html: z.string().nullish(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;
