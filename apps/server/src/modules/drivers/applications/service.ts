import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  DOCUMENT_KINDS,
  type applicationFieldsSchema,
  type DocumentKind,
  type MyApplication,
} from '@fairfare/contracts/driver-applications';
import { isLanguage } from '@fairfare/contracts/languages';
import type { DocumentStore } from '../../../adapters/documents/document-store.ts';
import type { Db } from '../../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors.ts';
import type { Caller } from '../../auth/code-limits.ts';
import { checkCodeThen, type AuthDeps } from '../../auth/service.ts';
import { generateToken, hashToken } from '../../auth/secrets.ts';
import { driversRepo } from '../repo.ts';
import { checkDocument } from './document-rules.ts';
import { applicationsRepo, type ApplicationRow, type DocumentRow } from './repo.ts';

/** How long an applicant's session lasts (a new code opens a new one). */
export const APPLY_SESSION_MS = 7 * 24 * 3_600_000;

/** Statuses in which the applicant may still change their application. */
const EDITABLE = ['draft', 'rejected'] as const;

export interface ApplyDeps {
  db: Db;
  documents: DocumentStore;
  log: { warn(obj: object, msg: string): void };
}

export function toDocument(row: DocumentRow) {
  return {
    document_id: row.document_id,
    kind: row.kind as DocumentKind,
    content_type: row.content_type,
    size_bytes: Number(row.size_bytes),
    uploaded_at: Number(row.created_at),
  };
}

async function mine(db: Db, applicationId: number): Promise<MyApplication> {
  const row = await applicationsRepo.findById(db, applicationId);
  if (!row) throw notFound();
  return toMyApplication(row, await applicationsRepo.documents(db, applicationId));
}

function toMyApplication(row: ApplicationRow, documents: DocumentRow[]): MyApplication {
  const fields: MyApplication['fields'] = {
    ...(row.d_name ? { name: row.d_name } : {}),
    ...(row.city_id === null ? {} : { city_id: row.city_id }),
    ...(row.category_id === null ? {} : { category_id: row.category_id }),
    ...(row.car_make ? { car_make: row.car_make } : {}),
    ...(row.car_model ? { car_model: row.car_model } : {}),
    ...(row.car_color ? { car_color: row.car_color } : {}),
    ...(row.car_year === null ? {} : { car_year: row.car_year }),
    ...(row.car_number ? { car_number: row.car_number } : {}),
    ...(isLanguage(row.language) ? { language: row.language } : {}),
  };
  return {
    application_id: row.application_id,
    phone_code: row.phone_code,
    phone: row.phone,
    status: row.status as MyApplication['status'],
    fields,
    documents: documents.map(toDocument),
    reject_reason: row.reject_reason,
    submitted_at: row.submitted_at === null ? null : Number(row.submitted_at),
  };
}

/**
 * The phone code's check opens the applicant's session on the phone's application (a new draft
 * when it has none). A phone that is a driver's already is sent to the driver app's sign-in: the
 * code stays unused then (the check's transaction rolls back).
 */
export async function startApplication(
  deps: AuthDeps,
  req: { phone_code: string; phone: string; code: string; caller: Caller; language: string },
): Promise<{ application: MyApplication; token: string }> {
  const now = deps.now?.() ?? Date.now();
  const token = generateToken();
  const applicationId = await checkCodeThen(deps, { ...req, purpose: 'apply' }, async (trx) => {
    if (await driversRepo.findByPhone(trx, req.phone_code, req.phone))
      throw conflict('apply.alreadyDriver');
    const latest = await applicationsRepo.latestOfPhone(trx, req.phone_code, req.phone);
    const id =
      latest?.application_id ??
      (await applicationsRepo.insert(trx, {
        phone_code: req.phone_code,
        phone: req.phone,
        language: isLanguage(req.language) ? req.language : 'en',
        created_at: now,
        updated_at: now,
      }));
    await applicationsRepo.setSession(trx, id, {
      hash: hashToken(token),
      expiresAt: now + APPLY_SESSION_MS,
    });
    return id;
  });
  return { application: await mine(deps.db, applicationId), token };
}

export function myApplication(db: Db, applicationId: number): Promise<MyApplication> {
  return mine(db, applicationId);
}

/**
 * The applicant's details (all of them at once, checked by the contract's schema): only while the
 * application is a draft or was rejected (a rejected one becomes a draft again, to be resubmitted).
 */
export async function saveApplication(
  db: Db,
  applicationId: number,
  fields: z.output<typeof applicationFieldsSchema>,
  now: number,
): Promise<MyApplication> {
  const active = await applicationsRepo.cityAndCategoryActive(
    db,
    fields.city_id,
    fields.category_id,
  );
  if (!active.city) throw badRequest('validation.cityInvalid');
  if (!active.category) throw badRequest('apply.categoryInvalid');
  const saved = await applicationsRepo.updateIn(db, applicationId, EDITABLE, {
    status: 'draft',
    d_name: fields.name,
    city_id: fields.city_id,
    category_id: fields.category_id,
    car_make: fields.car_make,
    car_model: fields.car_model,
    car_color: fields.car_color,
    car_year: fields.car_year,
    car_number: fields.car_number,
    language: fields.language,
    updated_at: now,
  });
  if (!saved) throw conflict('apply.notEditable');
  return mine(db, applicationId);
}

/**
 * Keeps an uploaded document of the application (replacing the one of its kind) once its size and
 * first bytes are checked. The bytes go to the store first, under a new key; the row follows in a
 * transaction that checks the application is still editable. A row never names missing bytes;
 * bytes no row names (a refusal, a replaced document) are deleted.
 */
export async function uploadDocument(
  deps: ApplyDeps,
  applicationId: number,
  upload: { kind: DocumentKind; declaredType: string; bytes: Uint8Array },
  now: number,
) {
  const check = checkDocument(upload.kind, upload.declaredType, upload.bytes);
  if (!check.ok)
    throw check.error === 'apply.documentTooLarge'
      ? new AppError(413, check.error)
      : badRequest(check.error);
  const row = await applicationsRepo.findById(deps.db, applicationId);
  if (!row || !(EDITABLE as readonly string[]).includes(row.status))
    throw conflict('apply.notEditable');
  const key = `applications/${applicationId}/${upload.kind}-${randomBytes(12).toString('hex')}`;
  await deps.documents.put(key, upload.bytes, check.contentType);
  let replaced: DocumentRow | undefined;
  let documentId: number;
  try {
    documentId = await deps.db.transaction().execute(async (trx) => {
      if (!(await applicationsRepo.updateIn(trx, applicationId, EDITABLE, { updated_at: now })))
        throw conflict('apply.notEditable');
      replaced = await applicationsRepo.documentOfKind(trx, applicationId, upload.kind);
      if (replaced) await applicationsRepo.deleteDocument(trx, replaced.document_id);
      return applicationsRepo.insertDocument(trx, {
        application_id: applicationId,
        kind: upload.kind,
        content_type: check.contentType,
        size_bytes: upload.bytes.length,
        storage_key: key,
        created_at: now,
      });
    });
  } catch (err) {
    await deps.documents.delete(key).catch(() => undefined);
    throw err;
  }
  if (replaced) {
    const old = replaced.storage_key;
    await deps.documents
      .delete(old)
      .catch((err: unknown) =>
        deps.log.warn({ err, key: old }, 'a replaced document was not deleted'),
      );
  }
  const stored = await applicationsRepo.findDocument(deps.db, documentId);
  if (!stored) throw new Error('document vanished after insert');
  return toDocument(stored);
}

/** What an application needs before it can be reviewed. */
function isComplete(row: ApplicationRow, documents: DocumentRow[]): boolean {
  const kinds = new Set(documents.map((d) => d.kind));
  return (
    row.d_name !== '' &&
    row.city_id !== null &&
    row.category_id !== null &&
    row.car_make !== '' &&
    row.car_model !== '' &&
    row.car_color !== '' &&
    row.car_year !== null &&
    row.car_number !== '' &&
    DOCUMENT_KINDS.every((kind) => kinds.has(kind))
  );
}

/** Submits a complete application for review: pending until staff of its city decide. */
export async function submitApplication(
  db: Db,
  applicationId: number,
  now: number,
): Promise<MyApplication> {
  const row = await applicationsRepo.findById(db, applicationId);
  if (!row) throw notFound();
  if (!(EDITABLE as readonly string[]).includes(row.status)) throw conflict('apply.notEditable');
  if (!isComplete(row, await applicationsRepo.documents(db, applicationId)))
    throw badRequest('apply.incomplete');
  const moved = await applicationsRepo.updateIn(db, applicationId, EDITABLE, {
    status: 'pending',
    submitted_at: now,
    reviewed_at: null,
    reviewed_by: null,
    reject_reason: null,
    updated_at: now,
  });
  if (!moved) throw conflict('apply.notEditable');
  return mine(db, applicationId);
}
