import { autoId, type AnyDb } from '../portable.ts';

/**
 * The back office's content and money rules (issue 30), expand only (decision 030):
 *
 * Posts get a state: `draft` or `published` (existing posts stay published), published from
 * `published_at` on, so a post scheduled for later is a published one whose time has not come
 * (the public reads ask `published_at <= now`). `updated_at` says when staff last changed it.
 * A translation keeps its Markdown source in `body` and the sanitised HTML the service made of it
 * in `body_html` (null for the seeded plain-text posts, which the site shows as paragraphs).
 *
 * Images uploaded for posts live in the database (base64 text, portable; checked for type and
 * size before they are stored), so every instance can serve them.
 *
 * A fare rule may cap the estimated fare (`max_fare`, cents; null: no maximum).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('content_posts')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema
    .alterTable('content_posts')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('content_translations').addColumn('body_html', 'text').execute();
  await db.schema
    .createTable('content_images')
    .addColumn('image_id', 'integer', autoId(db))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('data_base64', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('city_fares').addColumn('max_fare', 'integer').execute();
}
