import type { AnyDb } from '../portable.ts';

/**
 * The ride categories' names and descriptions in the site's other languages (es, fr), so a rider
 * reads them in their language (issue 13). English stays in `categories`; a missing translation
 * falls back to it. Portable types.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('category_translations')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('categories.category_id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull()) // es | fr
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('category_desc', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_translations_pk', ['category_id', 'lang'])
    .execute();
}
