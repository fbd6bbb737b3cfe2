import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@fairfare/contracts/api';
import { APPLY_COOKIE, applyPaths } from '@fairfare/contracts/driver-applications';
import { codeFromOutbox } from './auth.ts';

/** The first bytes of a PNG, a JPEG and a PDF, and a little more (the service checks them). */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

export interface Applicant {
  phone: string;
  /** The ff_apply cookie as a Cookie header value. */
  cookie: string;
  applicationId: number;
}

let nextAddress = 1;

/** Proves a phone with the texted code through the real API: the applicant's session. */
export async function startApplying(
  app: FastifyInstance,
  phone: string,
  language: 'en' | 'es' | 'fr' = 'en',
): Promise<Applicant> {
  const remoteAddress = `10.36.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const url = API_BASE + applyPaths.code;
  const base = { phone_code: '+1', phone };
  const sent = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { step: 'request', ...base },
  });
  if (sent.statusCode !== 200) throw new Error(`apply code request failed: ${sent.body}`);
  const code = await codeFromOutbox(app, `+1${phone}`);
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { step: 'verify', ...base, code, language },
  });
  if (res.statusCode !== 200) throw new Error(`apply code verify failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === APPLY_COOKIE);
  if (!cookie) throw new Error('no applicant cookie was set');
  return {
    phone,
    cookie: `${APPLY_COOKIE}=${cookie.value}`,
    applicationId: res.json().response.application_id,
  };
}

export function asApplicant(
  app: FastifyInstance,
  applicant: Applicant,
  path: string,
  payload = {},
) {
  return app.inject({
    method: 'POST',
    url: API_BASE + path,
    headers: { cookie: applicant.cookie },
    payload,
  });
}

export function uploadDocument(
  app: FastifyInstance,
  applicant: Applicant,
  kind: string,
  bytes: Buffer,
  contentType: string,
) {
  return app.inject({
    method: 'POST',
    url: `${API_BASE}${applyPaths.document}?kind=${kind}`,
    headers: { cookie: applicant.cookie, 'content-type': contentType },
    payload: bytes,
  });
}

export const vehicle = {
  car_make: 'Honda',
  car_model: 'Civic',
  car_color: 'Blue',
  car_year: new Date().getUTCFullYear() - 3,
  car_number: 'cxyz 123',
};

/** A complete application, submitted: pending review. */
export async function submittedApplication(
  app: FastifyInstance,
  phone: string,
  options: { cityId?: number; name?: string; language?: 'en' | 'es' | 'fr' } = {},
): Promise<Applicant> {
  const applicant = await startApplying(app, phone, options.language);
  const saved = await asApplicant(app, applicant, applyPaths.save, {
    name: options.name ?? 'Priya Applicant',
    city_id: options.cityId ?? 14,
    category_id: 1,
    language: options.language ?? 'en',
    ...vehicle,
  });
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  for (const [kind, bytes, type] of [
    ['photo', JPEG, 'image/jpeg'],
    ['licence', PDF, 'application/pdf'],
    ['insurance', PNG, 'image/png'],
  ] as const) {
    const up = await uploadDocument(app, applicant, kind, bytes, type);
    if (up.statusCode !== 200) throw new Error(`upload ${kind} failed: ${up.body}`);
  }
  const submitted = await asApplicant(app, applicant, applyPaths.submit);
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return applicant;
}
