import { z } from 'zod';
import { codeSchema, phoneSchema } from './auth.ts';
import { languageSchema } from './language-schema.ts';
import { opsReasonSchema } from './ops-drivers.ts';

/**
 * Becoming a driver (issue 36): a person proves their phone with a texted code, which gives them
 * an applicant's session (cookie `ff_apply`); they fill in the application and upload their
 * documents, then submit it. It stays pending until a city manager of its city (or an admin)
 * approves it (the driver is created) or rejects it with a reason; the applicant is texted either
 * way. Documents are never public: staff who may see the application read them one at a time
 * from DOCUMENT_PATH, and each view is in the audit log.
 */
export const applyPaths = {
  /** `request` texts a code; `verify` opens the applicant's session on their application. */
  code: '/driverapply/code',
  mine: '/driverapply/mine',
  save: '/driverapply/save',
  /** Raw bytes (Content-Type: the file's type), `?kind=photo|licence|insurance`. */
  document: '/driverapply/document',
  submit: '/driverapply/submit',
} as const;

export const opsApplicationPaths = {
  list: '/opsapi/getapplications',
  detail: '/opsapi/getapplication',
  approve: '/opsapi/approveapplication',
  reject: '/opsapi/rejectapplication',
  /** CSV of every application the list's filter shows. */
  export: '/opsapi/exportapplications',
} as const;

/** The applicant's session cookie (HttpOnly): only the application endpoints read it. */
export const APPLY_COOKIE = 'ff_apply';

/** GET below API_BASE: one document's bytes, for staff who may see its application. */
export const DOCUMENT_PATH = '/opsapi/applicationdocument/';

export const DOCUMENT_KINDS = ['photo', 'licence', 'insurance'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What each document may be: the photo is an image; the licence and insurance may be PDFs. */
export const DOCUMENT_TYPES: Record<DocumentKind, readonly string[]> = {
  photo: ['image/jpeg', 'image/png'],
  licence: ['image/jpeg', 'image/png', 'application/pdf'],
  insurance: ['image/jpeg', 'image/png', 'application/pdf'],
};

/** The largest document accepted (a phone's photo of a page fits well within it). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** A vehicle at most this many years old (and next year's models). */
export const VEHICLE_MAX_AGE_YEARS = 20;

export const APPLICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applyCodeRequestSchema = z.discriminatedUnion('step', [
  phoneSchema.extend({ step: z.literal('request') }),
  phoneSchema.extend({
    step: z.literal('verify'),
    code: codeSchema,
    /** The language the applicant reads (their texts); changed with the details later. */
    language: languageSchema.default('en'),
  }),
]);
export type ApplyCodeRequest = z.input<typeof applyCodeRequestSchema>;

const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'apply.tooLong');

/** Whether a model year is in range in `year` (the current year, passed so tests can pin it). */
export function vehicleYearOk(carYear: number, year = new Date().getUTCFullYear()): boolean {
  return carYear >= year - VEHICLE_MAX_AGE_YEARS && carYear <= year + 1;
}

/**
 * A licence plate: 2 to 10 letters and digits, single spaces or hyphens between them, with at
 * least one digit (Canadian, US, Mexican and most European plates); kept upper case.
 */
export const plateSchema = z
  .string('validation.required')
  .trim()
  .toUpperCase()
  .regex(/^(?=.*\d)[A-Z0-9](?:[ -]?[A-Z0-9]){1,9}$/, 'apply.plateInvalid');

export const applicationFieldsSchema = z.object({
  name: z
    .string('validation.nameRequired')
    .trim()
    .min(2, 'validation.nameRequired')
    .max(100, 'validation.nameTooLong'),
  city_id: z.number('validation.cityInvalid').int().positive('validation.cityInvalid'),
  category_id: z.number('apply.categoryInvalid').int().positive('apply.categoryInvalid'),
  car_make: text(40),
  car_model: text(40),
  car_color: text(30),
  car_year: z
    .number('apply.yearInvalid')
    .int('apply.yearInvalid')
    .refine((y) => vehicleYearOk(y), 'apply.yearInvalid'),
  car_number: plateSchema,
  language: languageSchema,
});
export type ApplicationFields = z.input<typeof applicationFieldsSchema>;

export const documentQuerySchema = z.object({ kind: z.enum(DOCUMENT_KINDS, 'apply.kindInvalid') });

export const applicationDocumentSchema = z.object({
  document_id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  content_type: z.string(),
  size_bytes: z.number(),
  uploaded_at: z.number(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** The application as its applicant sees it. */
export const myApplicationSchema = z.object({
  application_id: z.number(),
  phone_code: z.string(),
  phone: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  fields: applicationFieldsSchema.partial().extend({ car_year: z.number().optional() }),
  documents: z.array(applicationDocumentSchema),
  reject_reason: z.string().nullable(),
  submitted_at: z.number().nullable(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const emptyApplyRequestSchema = z.object({}).strict();

/** The back office: applications of the staff member's cities, pending ones by default. */
export const opsApplicationListRequestSchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** Where the next, older page starts: the last application shown (latest submitted first). */
  before_id: z.number().int().positive('error.badRequest').optional(),
});
export type OpsApplicationListRequest = z.input<typeof opsApplicationListRequestSchema>;

export const opsApplicationSchema = z.object({
  application_id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  phone: z.string(),
  city_id: z.number().nullable(),
  city_name: z.string().nullable(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  car: z.string(),
  car_year: z.number().nullable(),
  car_number: z.string(),
  language: z.string(),
  submitted_at: z.number().nullable(),
  reviewed_at: z.number().nullable(),
  reject_reason: z.string().nullable(),
  driver_id: z.number().nullable(),
});
export type OpsApplication = z.infer<typeof opsApplicationSchema>;
export const opsApplicationListSchema = z.object({
  applications: z.array(opsApplicationSchema),
  /** Pass as `before_id` for the next (older) page; null at the end. */
  next_before_id: z.number().nullable(),
});

export const opsApplicationRequestSchema = z.object({
  application_id: z.number().int().positive('error.notFound'),
});
export const opsApplicationDetailSchema = z.object({
  application: opsApplicationSchema,
  documents: z.array(applicationDocumentSchema),
});
export type OpsApplicationDetail = z.infer<typeof opsApplicationDetailSchema>;

export const rejectApplicationRequestSchema = opsApplicationRequestSchema.extend({
  reason: opsReasonSchema,
});
export type RejectApplicationRequest = z.input<typeof rejectApplicationRequestSchema>;
