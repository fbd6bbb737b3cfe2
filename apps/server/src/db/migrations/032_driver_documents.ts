import { autoId, type AnyDb } from '../portable.ts';

/**
 * The documents of an application (issue 36, decision 058), expand only. The bytes are in the
 * document store (adapters/documents: a local folder, or S3-compatible object storage), never in
 * the database nor anywhere public; a row says where (`storage_key`) and what was checked.
 *
 * - `kind`: photo | licence | insurance; one live document of each kind per application (a new
 *   upload replaces the row, and its object is deleted after the commit).
 * - `content_type`: the type its first bytes proved (image/jpeg, image/png, application/pdf).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('driver_documents')
    .addColumn('document_id', 'integer', autoId(db))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('driver_applications.application_id'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('driver_documents_application')
    .on('driver_documents')
    .columns(['application_id', 'kind'])
    .unique()
    .execute();
}
