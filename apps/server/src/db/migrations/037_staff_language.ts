import type { AnyDb } from '../portable.ts';

/**
 * Each staff member's language for the back office (issue 39, decision 065), expand only:
 * `staff.language` is 'en', 'es' or 'fr', English for every account until its owner picks
 * another in the back office's menu. Code that does not know the column never reads it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
