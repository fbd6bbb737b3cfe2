import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../http/errors.ts';
import { audited } from '../audit/audited.ts';
import { staffRepo } from './repo.ts';
import { FORGET_AFTER_MS, accountKeyOfPasskey } from './signin-limits.ts';
import { failSignIn, refuseWhileWaiting, startSession } from './service.ts';

/** A ceremony must finish within this time of its options. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** The relying party: the site's public address (PUBLIC_BASE_URL), never a request's Host. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicBaseUrl: string): RelyingParty {
  const url = new URL(publicBaseUrl);
  return { id: url.hostname, origin: url.origin, name: 'FairFare back office' };
}

function transportsOf(json: string): AuthenticatorTransport[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as AuthenticatorTransport[]) : [];
  } catch {
    return [];
  }
}

/** The challenge a response answers (read from its clientDataJSON), taken once from the table. */
async function takeChallengeOf(
  db: Db,
  clientDataJSON: string,
  purpose: 'register' | 'signin',
  now: number,
) {
  let challenge: unknown;
  try {
    challenge = (
      JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
        challenge?: unknown;
      }
    ).challenge;
  } catch {
    return undefined;
  }
  if (typeof challenge !== 'string') return undefined;
  return staffRepo.takeChallenge(db, challenge, purpose, now);
}

/** Options for a signed-in staff member to add a passkey (their existing ones excluded). */
export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  staffId: number,
  now = Date.now(),
) {
  const staff = (await staffRepo.byId(db, staffId))!;
  const existing = await staffRepo.passkeysOf(db, staffId);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: new TextEncoder().encode(`staff-${staffId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      transports: transportsOf(p.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await staffRepo.insertChallenge(db, {
    challenge: options.challenge,
    purpose: 'register',
    staff_id: staffId,
    expires_at: now + CHALLENGE_TTL_MS,
  });
  return options;
}

/** Verifies and stores a new passkey of the signed-in staff member (audited). */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  staffId: number,
  response: RegistrationResponseJSON,
  now = Date.now(),
): Promise<void> {
  const challenge = await takeChallengeOf(db, response.response.clientDataJSON, 'register', now);
  if (!challenge || challenge.staff_id !== staffId) throw unauthorized('ops.passkeyFailed');
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  const credential = verification?.verified ? verification.registrationInfo?.credential : undefined;
  if (!credential) throw unauthorized('ops.passkeyFailed');
  await audited(db, { staffId }, { action: 'staff.addPasskey', entity: 'staff' }, async (trx) => {
    await staffRepo.insertPasskey(trx, {
      credential_id: credential.id,
      staff_id: staffId,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      created_at: now,
    });
    return {
      entityId: staffId,
      before: null,
      after: { credential_id: credential.id },
      value: undefined,
    };
  });
}

/**
 * Options of a passkey sign-in: for the passkeys of `email` when given, else any discoverable
 * passkey of this site (the browser offers the ones it holds).
 *
 * An e-mail with no passkey (unknown, or staff who have none) gets one decoy credential id, the
 * same every time for that e-mail (a keyed hash, `secret`), so the answer does not tell a stranger
 * which e-mails are staff or which staff use passkeys (issue 37): the browser finds no such key
 * and the sign-in fails like a wrong one.
 */
export async function passkeySignInOptions(
  db: Db,
  rp: RelyingParty,
  email: string | undefined,
  secret: string,
  now = Date.now(),
) {
  const staff = email ? await staffRepo.byEmail(db, email) : undefined;
  const passkeys = staff ? await staffRepo.passkeysOf(db, staff.staff_id) : [];
  const allowCredentials =
    email && passkeys.length === 0
      ? [{ id: decoyCredentialId(email, secret) }]
      : passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) }));
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    allowCredentials,
  });
  await staffRepo.insertChallenge(db, {
    challenge: options.challenge,
    purpose: 'signin',
    staff_id: null,
    expires_at: now + CHALLENGE_TTL_MS,
  });
  return options;
}

/** A credential id that looks like an authenticator's (32 bytes, base64url), stable per e-mail. */
export function decoyCredentialId(email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`passkey-decoy:${email.trim().toLowerCase()}`)
    .digest('base64url');
}

/**
 * Verifies a passkey sign-in from a client `address` and opens a session for its staff member.
 * The same per-account-and-address rules as the password (signin-limits.ts): a try of an account
 * whose address waits is refused before it is checked, and a failed one counts.
 */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  address: string,
  now = Date.now(),
) {
  const passkey = await staffRepo.passkey(db, String(response.id));
  const found = passkey ? await staffRepo.byId(db, passkey.staff_id) : undefined;
  const from = { accountKey: accountKeyOfPasskey(found?.email, String(response.id)), address };
  await refuseWhileWaiting(db, from, now);
  const challenge = await takeChallengeOf(db, response.response.clientDataJSON, 'signin', now);
  if (!challenge || !passkey || !found || found.disabled === 1) {
    return failSignIn(db, from, now, 'ops.passkeyFailed');
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: passkey.credential_id,
      publicKey: Buffer.from(passkey.public_key, 'base64url'),
      counter: Number(passkey.counter),
      transports: transportsOf(passkey.transports),
    },
  }).catch(() => undefined);
  if (!verification?.verified) return failSignIn(db, from, now, 'ops.passkeyFailed');
  await staffRepo.advanceCounter(
    db,
    passkey.credential_id,
    verification.authenticationInfo.newCounter,
  );
  await staffRepo.clearFailures(db, from.accountKey, address, now - FORGET_AFTER_MS);
  return startSession(db, found, now);
}
