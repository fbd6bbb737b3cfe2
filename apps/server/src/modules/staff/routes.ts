import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { OPS_COOKIE, type StaffMember } from '@fairfare/contracts/staff';
import { sendCsv } from '../../http/csv.ts';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { recordExport } from '../audit/service.ts';
import type { SignedInStaff } from './identify.ts';
import {
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  relyingPartyOf,
  signInWithPasskey,
} from './passkeys.ts';
import { staffRepo } from './repo.ts';
import { clearOpsCookie, setOpsCookie } from './session-cookie.ts';
import {
  addStaff,
  endStaffSession,
  listStaff,
  everyStaffMember,
  STAFF_CSV_HEADER,
  newStaffInputOf,
  setStaffDisabled,
  setStaffLanguage,
  signIn,
  staffOfToken,
} from './service.ts';
import { staffMemberOf } from './mapping.ts';

/** WebAuthn options as the plain JSON object the answer carries. */
function asJson(options: object): Record<string, unknown> {
  return options as Record<string, unknown>;
}

/**
 * Sign-in attempts one address may make a minute, whatever the account; failures per account and
 * address slow that address further (signin-limits.ts).
 */
const SIGNIN_PER_MINUTE = 10;

/** The staff endpoints of the back office's foundation (decision 038). */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const ops = endpointTable.ops;
  const rp = relyingPartyOf(app.config.publicBaseUrl);
  const signInLimit = { config: { rateLimit: { max: SIGNIN_PER_MINUTE, timeWindow: '1 minute' } } };

  const sessionOf = async (staff: StaffMember | null) => ({
    staff,
    has_passkey: staff ? (await staffRepo.passkeysOf(app.db, staff.staff_id)).length > 0 : false,
  });
  const signedIn = (request: { staff: SignedInStaff | null }) => request.staff!;

  serve(
    app,
    ops.signIn,
    async (request, reply) => {
      const { email, password, code, new_password } = request.body;
      const session = await signIn(
        app.db,
        { email, password, code, newPassword: new_password },
        request.ip,
      );
      setOpsCookie(request, reply, session.token);
      return ok(await sessionOf(session.staff));
    },
    signInLimit,
  );

  serve(app, ops.signOut, async (request, reply) => {
    const token = request.cookies[OPS_COOKIE];
    if (token) await endStaffSession(app.db, token);
    clearOpsCookie(reply);
    return ok({ signed_out: true as const });
  });

  serve(app, ops.session, async (request) => {
    const token = request.cookies[OPS_COOKIE];
    const row = token ? await staffOfToken(app.db, token) : null;
    return ok(await sessionOf(row ? staffMemberOf(row) : null));
  });

  serve(
    app,
    ops.passkeySignInOptions,
    async (request) =>
      ok({
        options: asJson(
          await passkeySignInOptions(app.db, rp, request.body.email, app.config.authSecret),
        ),
      }),
    signInLimit,
  );

  serve(
    app,
    ops.passkeySignIn,
    async (request, reply) => {
      const credential = request.body.credential as unknown as AuthenticationResponseJSON;
      const session = await signInWithPasskey(app.db, rp, credential, request.ip);
      setOpsCookie(request, reply, session.token);
      return ok(await sessionOf(session.staff));
    },
    signInLimit,
  );

  serve(app, ops.passkeyRegisterOptions, async (request) =>
    ok({
      options: asJson(await passkeyRegistrationOptions(app.db, rp, signedIn(request).staffId)),
    }),
  );

  serve(app, ops.passkeyRegister, async (request) => {
    const staff = signedIn(request);
    const credential = request.body.credential as unknown as RegistrationResponseJSON;
    await registerPasskey(app.db, rp, staff.staffId, credential);
    return ok(await sessionOf(staffMemberOf((await staffRepo.byId(app.db, staff.staffId))!)));
  });

  serve(app, ops.staffList, async () => ok({ staff: await listStaff(app.db) }));
  serve(app, ops.staffExport, async (request, reply) => {
    await recordExport(app.db, signedIn(request).staffId, 'staff', {}, Date.now());
    return sendCsv(reply, 'staff.csv', STAFF_CSV_HEADER, everyStaffMember(app.db));
  });

  serve(app, ops.staffAdd, async (request) =>
    ok(await addStaff(app.db, signedIn(request), newStaffInputOf(request.body))),
  );

  serve(app, ops.staffSetDisabled, async (request) =>
    ok(
      await setStaffDisabled(
        app.db,
        signedIn(request),
        request.body.staff_id,
        request.body.disabled,
      ),
    ),
  );

  serve(app, ops.setLanguage, async (request) =>
    ok(
      await sessionOf(
        await setStaffLanguage(app.db, signedIn(request).staffId, request.body.language),
      ),
    ),
  );
};
