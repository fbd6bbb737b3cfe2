import type { OpsApplication, OpsApplicationDetail } from '@fairfare/contracts/driver-applications';
import { isLanguage } from '@fairfare/contracts/languages';
import type { DocumentStore } from '../../../adapters/documents/document-store.ts';
import type { SmsSender } from '../../../adapters/sms/sms.ts';
import type { Db, DbOrTrx } from '../../../db/database.ts';
import { everyRow, isoAt, type CsvCell } from '../../../http/csv.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { audited } from '../../audit/audited.ts';
import type { SignedInStaff } from '../../staff/identify.ts';
import { driversRepo } from '../repo.ts';
import { applicationsRepo, type ApplicationRow } from './repo.ts';
import { toDocument } from './service.ts';
import { approvedText, rejectedText } from './texts.ts';

export interface ReviewDeps {
  db: Db;
  sms: SmsSender;
  documents: DocumentStore;
  log: { warn(obj: object, msg: string): void };
}

/** What staff review: submitted applications (a draft is the applicant's own business). */
const REVIEWABLE = ['pending', 'approved', 'rejected'] as const;

type NamedRow = ApplicationRow & { city_name: string | null; category_name: string | null };

function toOps(row: NamedRow): OpsApplication {
  return {
    application_id: row.application_id,
    status: row.status as OpsApplication['status'],
    name: row.d_name,
    phone: `${row.phone_code} ${row.phone}`,
    city_id: row.city_id,
    city_name: row.city_name,
    category_id: row.category_id,
    category_name: row.category_name,
    car: [row.car_color, row.car_make, row.car_model].filter(Boolean).join(' '),
    car_year: row.car_year,
    car_number: row.car_number,
    language: row.language,
    submitted_at: row.submitted_at === null ? null : Number(row.submitted_at),
    reviewed_at: row.reviewed_at === null ? null : Number(row.reviewed_at),
    reject_reason: row.reject_reason,
    driver_id: row.driver_id,
  };
}

/**
 * An application this staff member may review: submitted, and of one of a city manager's own
 * cities (an admin's: any). Anything else is "not found", so ids reveal nothing.
 */
async function visible(
  db: DbOrTrx,
  staff: SignedInStaff,
  applicationId: number,
): Promise<NamedRow> {
  const row = await applicationsRepo.findNamed(db, applicationId);
  if (!row || !(REVIEWABLE as readonly string[]).includes(row.status)) throw notFound();
  if (staff.role === 'city' && (row.city_id === null || !staff.cityIds.includes(row.city_id)))
    throw notFound();
  return row;
}

/** A page of the back office's list. */
export const APPLICATIONS_PAGE_SIZE = 50;

type ListFilter = { status?: OpsApplication['status'] | undefined };

function listFilterOf(staff: SignedInStaff, filter: ListFilter) {
  const status = filter.status ?? 'pending';
  // A draft is the applicant's own business: no status a reviewer can ask for lists it.
  const statuses = status === 'draft' ? [] : [status];
  return { cityIds: staff.role === 'city' ? staff.cityIds : undefined, statuses };
}

export async function listApplications(
  db: Db,
  staff: SignedInStaff,
  request: ListFilter & { before_id?: number | undefined },
): Promise<{ applications: OpsApplication[]; next_before_id: number | null }> {
  const filter = listFilterOf(staff, request);
  if (filter.statuses.length === 0) return { applications: [], next_before_id: null };
  const rows = await applicationsRepo.list(
    db,
    filter,
    request.before_id,
    APPLICATIONS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, APPLICATIONS_PAGE_SIZE);
  return {
    applications: page.map(toOps),
    next_before_id: rows.length > APPLICATIONS_PAGE_SIZE ? page.at(-1)!.application_id : null,
  };
}

export const APPLICATION_CSV_HEADER = [
  'Application',
  'Status',
  'Name',
  'Phone',
  'City',
  'Category',
  'Car',
  'Year',
  'Plate',
  'Language',
  'Submitted',
  'Reviewed',
  'Reason',
  'Driver',
];

/** Every application of the list's filter, for the export (times in UTC, ISO 8601). */
export async function* everyApplication(
  db: Db,
  staff: SignedInStaff,
  request: ListFilter,
): AsyncGenerator<CsvCell[]> {
  const filter = listFilterOf(staff, request);
  if (filter.statuses.length === 0) return;
  const rows = everyRow(
    (beforeId, limit) => applicationsRepo.list(db, filter, beforeId, limit),
    (row) => row.application_id,
  );
  for await (const row of rows) {
    const a = toOps(row);
    yield [
      a.application_id,
      a.status,
      a.name,
      a.phone,
      a.city_name,
      a.category_name,
      a.car,
      a.car_year,
      a.car_number,
      a.language,
      a.submitted_at === null ? null : isoAt(a.submitted_at),
      a.reviewed_at === null ? null : isoAt(a.reviewed_at),
      a.reject_reason,
      a.driver_id,
    ];
  }
}

export async function applicationDetail(
  db: Db,
  staff: SignedInStaff,
  applicationId: number,
): Promise<OpsApplicationDetail> {
  const row = await visible(db, staff, applicationId);
  const documents = await applicationsRepo.documents(db, applicationId);
  return { application: toOps(row), documents: documents.map(toDocument) };
}

function languageOf(row: ApplicationRow) {
  return isLanguage(row.language) ? row.language : 'en';
}

async function text(deps: ReviewDeps, row: ApplicationRow, body: string): Promise<void> {
  await deps.sms
    .send(`${row.phone_code}${row.phone}`, body)
    .catch((err: unknown) =>
      deps.log.warn({ err, applicationId: row.application_id }, 'an applicant was not texted'),
    );
}

/**
 * Approves a pending application: in one audited transaction it becomes approved (a guarded
 * update: two reviewers cannot both decide) and the driver is created, of its city and category,
 * with its vehicle, offline, unsuspended. The applicant is texted in their language afterwards.
 * The new driver is a real one: the simulator drives only the seeded drivers it logs in itself.
 */
export async function approveApplication(
  deps: ReviewDeps,
  staff: SignedInStaff,
  applicationId: number,
  now = Date.now(),
): Promise<OpsApplication> {
  await visible(deps.db, staff, applicationId);
  const subject = { action: 'driver.approve', entity: 'driver_application' };
  const approved = await audited(deps.db, staff, subject, async (trx) => {
    const row = (await applicationsRepo.findById(trx, applicationId))!;
    if (row.status !== 'pending') throw conflict('apply.notPending');
    if (await driversRepo.findByPhone(trx, row.phone_code, row.phone))
      throw conflict('apply.alreadyDriver');
    if (row.city_id === null || row.category_id === null) throw conflict('apply.notPending');
    const driverId = await driversRepo.insert(trx, {
      city_id: row.city_id,
      category_id: row.category_id,
      d_name: row.d_name,
      d_phone_code: row.phone_code,
      d_phone: row.phone,
      d_lat: null,
      d_lng: null,
      h3_cell: null,
      position_at: null,
      car_name: row.car_model,
      car_make: row.car_make,
      car_model: row.car_model,
      car_color: row.car_color,
      car_number: row.car_number,
      created_at: now,
      suspended_at: null,
      suspension_reason: null,
    });
    const moved = await applicationsRepo.updateIn(trx, applicationId, ['pending'], {
      status: 'approved',
      reviewed_at: now,
      reviewed_by: staff.staffId,
      driver_id: driverId,
      updated_at: now,
    });
    if (!moved) throw conflict('apply.notPending');
    return {
      entityId: applicationId,
      before: { status: row.status },
      after: { status: 'approved', driver_id: driverId },
      value: row,
    };
  });
  await text(deps, approved, approvedText(languageOf(approved), approved.d_name));
  return toOps(await visible(deps.db, staff, applicationId));
}

/** Rejects a pending application with a reason, audited; the applicant is texted the reason. */
export async function rejectApplication(
  deps: ReviewDeps,
  staff: SignedInStaff,
  input: { applicationId: number; reason: string },
  now = Date.now(),
): Promise<OpsApplication> {
  await visible(deps.db, staff, input.applicationId);
  const subject = { action: 'driver.reject', entity: 'driver_application', reason: input.reason };
  const rejected = await audited(deps.db, staff, subject, async (trx) => {
    const row = (await applicationsRepo.findById(trx, input.applicationId))!;
    const moved = await applicationsRepo.updateIn(trx, input.applicationId, ['pending'], {
      status: 'rejected',
      reviewed_at: now,
      reviewed_by: staff.staffId,
      reject_reason: input.reason,
      updated_at: now,
    });
    if (!moved) throw conflict('apply.notPending');
    return {
      entityId: input.applicationId,
      before: { status: row.status },
      after: { status: 'rejected' },
      value: row,
    };
  });
  await text(deps, rejected, rejectedText(languageOf(rejected), input.reason));
  return toOps(await visible(deps.db, staff, input.applicationId));
}

/**
 * One document's bytes for a staff member who may see its application; the view is written to
 * the audit log before the bytes leave (a view that cannot be logged is not served).
 */
export async function readDocument(
  deps: ReviewDeps,
  staff: SignedInStaff,
  documentId: number,
): Promise<{ bytes: Uint8Array; contentType: string; kind: string }> {
  const document = await applicationsRepo.findDocument(deps.db, documentId);
  if (!document) throw notFound();
  await visible(deps.db, staff, document.application_id);
  const bytes = await deps.documents.get(document.storage_key);
  if (!bytes) throw notFound();
  await audited(
    deps.db,
    staff,
    { action: 'document.view', entity: 'driver_document' },
    async () => ({
      entityId: documentId,
      before: undefined,
      after: { application_id: document.application_id, kind: document.kind },
      value: null,
    }),
  );
  return { bytes, contentType: document.content_type, kind: document.kind };
}
