import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import {
  applyPaths,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PATH,
  opsApplicationPaths,
} from '@fairfare/contracts/driver-applications';
import { opsDriverPaths } from '@fairfare/contracts/ops-drivers';
import { opsPaths } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../../test/helpers/app.ts';
import {
  asApplicant,
  JPEG,
  PDF,
  PNG,
  startApplying,
  submittedApplication,
  uploadDocument,
  vehicle,
} from '../../../../test/helpers/applications.ts';
import { codeFromOutbox, registerRider } from '../../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../../test/helpers/databases.ts';
import { asDriver, loginDriver } from '../../../../test/helpers/rides.ts';
import { signInStaff, staffCall, type StaffSession } from '../../../../test/helpers/staff.ts';
import type { FastifyInstance } from 'fastify';

async function outbox(app: FastifyInstance, phone: string): Promise<string[]> {
  const res = await app.inject({
    url: `/api/dev/outbox?phone=${encodeURIComponent(`+1${phone}`)}`,
  });
  return res.json().messages.map((m: { text: string }) => m.text);
}

function viewDocument(app: FastifyInstance, documentId: number, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: `${API_BASE}${DOCUMENT_PATH}${documentId}`,
    headers: cookie ? { cookie } : {},
  });
}

/** driverapi/login verify for a phone, whatever the answer. */
async function driverLoginAnswer(app: FastifyInstance, phone: string) {
  const url = API_BASE + endpoints.drivers.login;
  const remoteAddress = `10.37.0.${Number(phone.slice(-2)) + 1}`;
  await app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { step: 'request', phone_code: '+1', phone },
  });
  const code = await codeFromOutbox(app, `+1${phone}`);
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: { step: 'verify', phone_code: '+1', phone, code },
  });
}

async function detailOf(app: FastifyInstance, staff: StaffSession, applicationId: number) {
  return staffCall(app, staff, opsApplicationPaths.detail, { application_id: applicationId });
}

describe.each(databaseKinds)('applications to drive (%s)', (kind) => {
  it('an applicant proves the phone, fills in, uploads checked documents and submits', async () => {
    const { app, db } = await startSeededApp(kind);
    expect(
      (await app.inject({ method: 'POST', url: API_BASE + applyPaths.mine, payload: {} }))
        .statusCode,
    ).toBe(401);

    const applicant = await startApplying(app, '5195553601', 'fr');
    const mine = await asApplicant(app, applicant, applyPaths.mine);
    expect(mine.json().response).toMatchObject({
      status: 'draft',
      phone: '5195553601',
      fields: { language: 'fr' },
      documents: [],
    });

    const details = {
      name: 'Amélie Candidate',
      city_id: 14,
      category_id: 1,
      language: 'fr',
      ...vehicle,
    };
    const oldCar = await asApplicant(app, applicant, applyPaths.save, {
      ...details,
      car_year: 1985,
    });
    expect(oldCar.statusCode).toBe(400);
    expect(oldCar.json().code).toBe('apply.yearInvalid');
    const badPlate = await asApplicant(app, applicant, applyPaths.save, {
      ...details,
      car_number: 'NO-PLATE!',
    });
    expect(badPlate.json().code).toBe('apply.plateInvalid');
    const noCity = await asApplicant(app, applicant, applyPaths.save, {
      ...details,
      city_id: 9999,
    });
    expect(noCity.json().code).toBe('validation.cityInvalid');
    expect(
      (await asApplicant(app, applicant, applyPaths.mine)).json().response.fields.name,
    ).toBeUndefined();

    const saved = await asApplicant(app, applicant, applyPaths.save, details);
    expect(saved.json().response.fields).toMatchObject({
      name: 'Amélie Candidate',
      car_number: 'CXYZ 123',
    });

    const early = await asApplicant(app, applicant, applyPaths.submit);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('apply.incomplete');

    // The bytes decide, not the declared type; the photo is an image only; 5 MB at most.
    const disguised = await uploadDocument(app, applicant, 'licence', PDF, 'image/png');
    expect([disguised.statusCode, disguised.json().code]).toEqual([400, 'apply.documentType']);
    const script = await uploadDocument(
      app,
      applicant,
      'licence',
      Buffer.from('<script>'),
      'application/pdf',
    );
    expect(script.statusCode).toBe(400);
    const pdfPhoto = await uploadDocument(app, applicant, 'photo', PDF, 'application/pdf');
    expect(pdfPhoto.json().code).toBe('apply.documentType');
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooBig = await uploadDocument(app, applicant, 'insurance', big, 'application/pdf');
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'apply.documentTooLarge']);
    const badKind = await uploadDocument(app, applicant, 'passport', PDF, 'application/pdf');
    expect(badKind.json().code).toBe('apply.kindInvalid');
    expect(await db.selectFrom('driver_documents').selectAll().execute()).toEqual([]);

    expect((await uploadDocument(app, applicant, 'photo', PNG, 'image/png')).statusCode).toBe(200);
    // A second photo replaces the first, and the first's bytes are gone from the store.
    const first = await db.selectFrom('driver_documents').selectAll().executeTakeFirstOrThrow();
    const photo = await uploadDocument(app, applicant, 'photo', JPEG, 'image/jpeg');
    expect(photo.json().response).toMatchObject({
      kind: 'photo',
      content_type: 'image/jpeg',
      size_bytes: JPEG.length,
    });
    expect(await app.documents.get(first.storage_key)).toBeNull();
    await uploadDocument(app, applicant, 'licence', PDF, 'application/pdf');
    await uploadDocument(app, applicant, 'insurance', PNG, 'image/png');

    const submitted = await asApplicant(app, applicant, applyPaths.submit);
    expect(submitted.json().response).toMatchObject({ status: 'pending' });
    expect(
      submitted
        .json()
        .response.documents.map((d: { kind: string }) => d.kind)
        .sort(),
    ).toEqual(['insurance', 'licence', 'photo']);
    // Pending: nothing changes any more, and the driver app says it waits for review.
    expect((await asApplicant(app, applicant, applyPaths.save, details)).json().code).toBe(
      'apply.notEditable',
    );
    expect((await uploadDocument(app, applicant, 'photo', PNG, 'image/png')).statusCode).toBe(409);
    const login = await driverLoginAnswer(app, '5195553601');
    expect([login.statusCode, login.json().code]).toEqual([403, 'apply.pendingReview']);
    // ~25 calls, one of them 5 MB: 3-10 s alone, more on a shared machine's PostgreSQL
  }, 60_000);

  it('a city manager approves: the driver exists, is texted in their language, signs in and goes online', async () => {
    const { app, db } = await startSeededApp(kind);
    const applicant = await submittedApplication(app, '5195553602', {
      language: 'es',
      name: 'Lucía Conductora',
    });
    const city = await signInStaff(app, 'city');

    const list = await staffCall(app, city, opsApplicationPaths.list, {});
    expect(list.json().response.applications).toEqual([
      expect.objectContaining({
        application_id: applicant.applicationId,
        status: 'pending',
        name: 'Lucía Conductora',
        city_name: 'London',
        category_name: 'Economy',
        car_number: 'CXYZ 123',
      }),
    ]);
    const detail = await detailOf(app, city, applicant.applicationId);
    const documents: Array<{ document_id: number; kind: string }> =
      detail.json().response.documents;
    const licence = documents.find((d) => d.kind === 'licence')!;
    const seen = await viewDocument(app, licence.document_id, city.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('application/pdf');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.rawPayload.equals(PDF)).toBe(true);

    const approved = await staffCall(app, city, opsApplicationPaths.approve, {
      application_id: applicant.applicationId,
    });
    expect(approved.json().response).toMatchObject({
      status: 'approved',
      driver_id: expect.any(Number),
    });
    const driverId: number = approved.json().response.driver_id;
    const driver = await db
      .selectFrom('drivers')
      .selectAll()
      .where('driver_id', '=', driverId)
      .executeTakeFirstOrThrow();
    expect(driver).toMatchObject({
      city_id: 14,
      category_id: 1,
      d_name: 'Lucía Conductora',
      d_phone: '5195553602',
      car_make: 'Honda',
      car_model: 'Civic',
      car_color: 'Blue',
      car_number: 'CXYZ 123',
      is_online: 0,
      suspended_at: null,
      // a real driver: the simulator drives only its own roster
      is_simulated: 0,
    });
    expect((await outbox(app, '5195553602'))[0]).toMatch(/^FairFare: ¡bienvenido, Lucía!/);
    const again = await staffCall(app, city, opsApplicationPaths.approve, {
      application_id: applicant.applicationId,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'apply.notPending']);
    expect(
      await db
        .selectFrom('drivers')
        .select('driver_id')
        .where('d_phone', '=', '5195553602')
        .execute(),
    ).toHaveLength(1);

    const session = await loginDriver(app, '5195553602');
    expect(session.driverId).toBe(driverId);
    const online = await asDriver(app, session, endpoints.drivers.setOnline, { online: true });
    expect(online.json().response).toMatchObject({ driver_id: driverId, is_online: 1 });
    // The application's phone code now says to sign in instead.
    await expect(startApplying(app, '5195553602')).rejects.toThrow(/apply.alreadyDriver/);

    // Suspended, the same driver cannot go online.
    const admin = await signInStaff(app, 'admin');
    await staffCall(app, admin, opsDriverPaths.suspend, {
      driver_id: driverId,
      suspended: true,
      reason: 'Licence expired',
    });
    const refused = await asDriver(app, session, endpoints.drivers.setOnline, { online: true });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ops.driverSuspended']);

    const log = await staffCall(app, admin, opsPaths.auditLog, {});
    const actions = log
      .json()
      .response.entries.map((e: { action: string; entity_id: string }) => [e.action, e.entity_id]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['driver.approve', String(applicant.applicationId)],
        ['document.view', String(licence.document_id)],
      ]),
    );
  });

  it('a rejection needs a reason, is texted, and the applicant cannot sign in; they may apply again', async () => {
    const { app, db } = await startSeededApp(kind);
    const applicant = await submittedApplication(app, '5195553603');
    const admin = await signInStaff(app, 'admin');
    const noReason = await staffCall(app, admin, opsApplicationPaths.reject, {
      application_id: applicant.applicationId,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await staffCall(app, admin, opsApplicationPaths.reject, {
      application_id: applicant.applicationId,
      reason: 'The insurance page is unreadable',
    });
    expect(rejected.json().response).toMatchObject({
      status: 'rejected',
      reject_reason: 'The insurance page is unreadable',
    });
    expect((await outbox(app, '5195553603'))[0]).toBe(
      'FairFare: your application to drive was not approved. Reason: The insurance page is unreadable. You may apply again once this is fixed.',
    );
    expect(
      await db
        .selectFrom('drivers')
        .select('driver_id')
        .where('d_phone', '=', '5195553603')
        .execute(),
    ).toEqual([]);
    const login = await driverLoginAnswer(app, '5195553603');
    expect([login.statusCode, login.json().code]).toEqual([403, 'apply.rejected']);
    expect(
      (
        await staffCall(app, admin, opsApplicationPaths.approve, {
          application_id: applicant.applicationId,
        })
      ).statusCode,
    ).toBe(409);

    // The applicant sees the reason, fixes the document and submits again.
    const mine = await asApplicant(app, applicant, applyPaths.mine);
    expect(mine.json().response).toMatchObject({
      status: 'rejected',
      reject_reason: 'The insurance page is unreadable',
    });
    expect(
      (await uploadDocument(app, applicant, 'insurance', PDF, 'application/pdf')).statusCode,
    ).toBe(200);
    expect((await asApplicant(app, applicant, applyPaths.submit)).json().response).toMatchObject({
      status: 'pending',
      reject_reason: null,
    });
  });

  it('documents: only admins and the city’s managers; a rider, an editor, support and another city’s manager are refused', async () => {
    const { app } = await startSeededApp(kind);
    const toronto = await submittedApplication(app, '5195553604', { cityId: 15 });
    const draft = await startApplying(app, '5195553605');
    await uploadDocument(app, draft, 'licence', PDF, 'application/pdf');
    const admin = await signInStaff(app, 'admin');
    const londonManager = await signInStaff(app, 'city');
    const editor = await signInStaff(app, 'editor');
    const support = await signInStaff(app, 'support');
    const rider = await registerRider(app, '5195553606');

    const detail = await detailOf(app, admin, toronto.applicationId);
    const docId: number = detail.json().response.documents[0].document_id;
    expect((await viewDocument(app, docId, admin.cookie)).statusCode).toBe(200);

    expect((await viewDocument(app, docId)).statusCode).toBe(401);
    expect((await viewDocument(app, docId, rider.cookie)).statusCode).toBe(401);
    expect((await viewDocument(app, docId, toronto.cookie)).statusCode).toBe(401);
    expect((await viewDocument(app, docId, editor.cookie)).statusCode).toBe(403);
    expect((await viewDocument(app, docId, support.cookie)).statusCode).toBe(403);
    expect((await viewDocument(app, docId, londonManager.cookie)).statusCode).toBe(404);
    expect((await detailOf(app, londonManager, toronto.applicationId)).statusCode).toBe(404);
    expect(
      (await staffCall(app, londonManager, opsApplicationPaths.list, {})).json().response
        .applications,
    ).toEqual([]);
    const notMine = await staffCall(app, londonManager, opsApplicationPaths.approve, {
      application_id: toronto.applicationId,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await staffCall(app, editor, opsApplicationPaths.list, {})).statusCode).toBe(403);

    // A draft is the applicant's own: no staff member sees it or its documents.
    expect((await detailOf(app, admin, draft.applicationId)).statusCode).toBe(404);
    const draftDoc = (await asApplicant(app, draft, applyPaths.mine)).json().response.documents[0]
      .document_id;
    expect((await viewDocument(app, draftDoc, admin.cookie)).statusCode).toBe(404);
    expect((await viewDocument(app, 999_999, admin.cookie)).statusCode).toBe(404);
  });
});
