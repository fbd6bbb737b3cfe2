import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { opsPaths } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { DEMO_STAFF_PASSWORD, demoStaffEmail, demoStaffSecrets } from '../../db/seed/staff.ts';
import { FIRST_WAIT_MS, FREE_FAILURES } from './signin-limits.ts';
import { totpCode } from './totp.ts';

const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.20';
const support = demoStaffEmail('support');

function signInFrom(
  app: FastifyInstance,
  address: string,
  body: { email: string; password: string; code?: string },
) {
  return app.inject({
    method: 'POST',
    url: API_BASE + opsPaths.signIn,
    remoteAddress: address,
    payload: { code: '000000', ...body },
  });
}

const wrong = (email: string) => ({ email, password: 'not the password!' });
const right = () => ({
  email: support,
  password: DEMO_STAFF_PASSWORD,
  code: totpCode(demoStaffSecrets.support),
});

/** A passkey answer for `credentialId` that no authenticator signed (it fails verification). */
function forgedPasskey(credentialId: string) {
  const clientData = { type: 'webauthn.get', challenge: 'not-a-challenge', origin: 'x' };
  return {
    credential: {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'),
        authenticatorData: 'AAAA',
        signature: 'AAAA',
      },
      clientExtensionResults: {},
    },
  };
}

// Each sign-in runs a real password hash (scrypt, tens of ms; seconds on a loaded machine).
describe.each(databaseKinds)(
  'staff sign-in failures, per account and address (%s)',
  { timeout: 60_000 },
  (kind) => {
    it("a stranger's failures slow the stranger's address only: the owner signs in from theirs", async () => {
      const { app } = await startSeededApp(kind);
      for (let i = 0; i < FREE_FAILURES; i++) {
        expect((await signInFrom(app, STRANGER, wrong(support))).statusCode).toBe(401);
      }
      const waiting = await signInFrom(app, STRANGER, wrong(support));
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().code).toBe('ops.signInWait');
      expect(waiting.json().params.seconds).toBeGreaterThan(0);
      expect(waiting.json().params.seconds).toBeLessThanOrEqual(FIRST_WAIT_MS / 1000);
      // even the right password is not checked from there until the wait is over
      expect((await signInFrom(app, STRANGER, right())).statusCode).toBe(429);
      const owner = await signInFrom(app, OWNER, right());
      expect(owner.statusCode).toBe(200);
      expect(owner.json().response.staff.email).toBe(support);
    });

    it('answers an unknown e-mail exactly as a real one, after the same password check', async () => {
      const { app } = await startSeededApp(kind);
      await signInFrom(app, '192.0.2.9', wrong('warm@fairfare.example')); // makes the dummy hash
      // Every password hash (scrypt) is counted, to show that every answer ran one: the same work,
      // whatever the e-mail. Builtin modules' named imports follow the spy once synced.
      const checks = vi.spyOn(crypto, 'scrypt');
      syncBuiltinESMExports();
      onTestFinished(() => {
        checks.mockRestore();
        syncBuiltinESMExports();
      });
      const unknown = 'nobody@fairfare.example';
      const answers = async (email: string, address: string) => {
        const seen = [];
        for (let i = 0; i <= FREE_FAILURES; i++) {
          checks.mockClear();
          const res = await signInFrom(app, address, wrong(email));
          // one password hash for every answer: an unknown e-mail's and a waiting one's too
          expect(checks, `${email} try ${i + 1}`).toHaveBeenCalledTimes(1);
          // the seconds a wait names (its params and its message) depend on when it was answered
          const answer = res.json();
          seen.push({
            status: res.statusCode,
            body: { ...answer, params: null, message: answer.params ? 'waits' : answer.message },
          });
        }
        return seen;
      };
      const forUnknown = await answers(unknown, '192.0.2.1');
      const forReal = await answers(support, '192.0.2.2');
      expect(forUnknown).toEqual(forReal);
      expect(forReal.map((a) => a.status)).toEqual([
        ...Array<number>(FREE_FAILURES).fill(401),
        429,
      ]);
      expect(forReal[0]!.body).toMatchObject({ code: 'ops.signInFailed' });
    });

    it('makes the wait grow with each failure past the free ones', async () => {
      const { app, db } = await startSeededApp(kind);
      const secondsOfWait = async () => {
        const res = await signInFrom(app, STRANGER, wrong(support));
        expect(res.statusCode).toBe(429);
        return Number(res.json().params.seconds);
      };
      const waitIsOver = () =>
        db
          .updateTable('staff_signin_failures')
          .set({ blocked_until: Date.now() - 1 })
          .where('address', '=', STRANGER)
          .execute();
      for (let i = 0; i < FREE_FAILURES; i++) await signInFrom(app, STRANGER, wrong(support));
      const first = await secondsOfWait();
      await waitIsOver();
      expect((await signInFrom(app, STRANGER, wrong(support))).statusCode).toBe(401);
      const second = await secondsOfWait();
      // 30 s, then 60 s (less the moments the answers took)
      expect(first).toBeLessThanOrEqual(FIRST_WAIT_MS / 1000);
      expect(second).toBeGreaterThan(FIRST_WAIT_MS / 1000);
      expect(second).toBeLessThanOrEqual((2 * FIRST_WAIT_MS) / 1000);
      // a success from that address clears its count
      await waitIsOver();
      expect((await signInFrom(app, STRANGER, right())).statusCode).toBe(200);
      const rows = await db
        .selectFrom('staff_signin_failures')
        .select('failures')
        .where('address', '=', STRANGER)
        .execute();
      expect(rows).toEqual([]);
    });

    it('holds passkey sign-in to the same rules, counted with the password tries', async () => {
      const { app, db } = await startSeededApp(kind);
      const { staff_id } = await db
        .selectFrom('staff')
        .select('staff_id')
        .where('email', '=', support)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('staff_passkeys')
        .values({
          credential_id: 'support-key',
          staff_id,
          public_key: Buffer.from('not a key').toString('base64url'),
          created_at: Date.now(),
        })
        .execute();
      const passkeyFrom = (address: string) =>
        app.inject({
          method: 'POST',
          url: API_BASE + opsPaths.passkeySignIn,
          remoteAddress: address,
          payload: forgedPasskey('support-key'),
        });
      // forged passkey answers count against the account from that address…
      for (let i = 0; i < FREE_FAILURES - 1; i++) {
        const res = await passkeyFrom(STRANGER);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('ops.passkeyFailed');
      }
      // …together with its password failures
      expect((await signInFrom(app, STRANGER, wrong(support))).statusCode).toBe(401);
      const waiting = await passkeyFrom(STRANGER);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().code).toBe('ops.signInWait');
      expect((await signInFrom(app, STRANGER, right())).statusCode).toBe(429);
      // another address is not slowed, for the passkey or the password
      expect((await passkeyFrom(OWNER)).statusCode).toBe(401);
      expect((await signInFrom(app, OWNER, right())).statusCode).toBe(200);
    });

    it('passkey options do not tell which e-mails are staff or which staff have passkeys', async () => {
      const { app } = await startSeededApp(kind);
      const optionsFor = async (email: string) => {
        const res = await app.inject({
          method: 'POST',
          url: API_BASE + opsPaths.passkeySignInOptions,
          remoteAddress: STRANGER,
          payload: { email },
        });
        expect(res.statusCode).toBe(200);
        const { allowCredentials } = res.json().response.options as {
          allowCredentials: { id: string }[];
        };
        return allowCredentials.map((c) => c.id);
      };
      // an unknown e-mail and staff without a passkey look alike: one id of an authenticator's length…
      const unknown = await optionsFor('nobody@fairfare.example');
      const staffWithout = await optionsFor(support);
      expect(unknown).toHaveLength(1);
      expect(staffWithout).toHaveLength(1);
      expect(unknown[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(staffWithout[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // …the same every time (a real one is too), and different per e-mail
      expect(await optionsFor('Nobody@FairFare.example')).toEqual(unknown);
      expect(staffWithout).not.toEqual(unknown);
    });
  },
);
