import {
  CODE_MAX_TRIES,
  CODE_TTL_MS,
  RESEND_COOLDOWN_SECONDS,
  SESSION_IDLE_DAYS,
  type CodeSent,
} from '@fairfare/contracts/auth';
import type { Language } from '@fairfare/contracts/languages';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db, DbOrTrx, Trx } from '../../db/database.ts';
import { badRequest, notFound, tooManyRequests } from '../../http/errors.ts';
import { usersRepo } from '../users/repo.ts';
import { addressAllows, phoneWaitMs } from './code-limits.ts';
import { authRepo } from './repo.ts';
import { sessionCacheOf, type CachedSession } from './session-cache.ts';
import { generateCode, generateToken, hashCode, hashToken, phoneKey, sameHash } from './secrets.ts';

export interface AuthDeps {
  db: Db;
  sms: SmsSender;
  secret: string;
  codeLimits: { perPhoneHour: number; perIpHour: number };
  now?: () => number;
}

/** What a code is for: a rider's login or registration, or a driver's login. */
export type Purpose = 'login' | 'register' | 'driver';
interface Phone {
  phone_code: string;
  phone: string;
}

const HOUR = 3_600_000;
const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * HOUR;
/**
 * last_seen_at is written at most this often, so that reads stay reads: with riders polling every
 * 2 s, once a minute meant 83 writes a second at 5 000 riders and stalls on SQLite's checkpoints;
 * a 30-day idle limit needs no finer clock than this.
 */
const TOUCH_EVERY_MS = 15 * 60_000;

/**
 * Sends a one-time code. The answer is the same whether or not the phone has an account, so that
 * login cannot be used to discover who is registered.
 */
export async function sendCode(
  deps: AuthDeps,
  req: Phone & { purpose: Purpose; ip: string; payload?: unknown },
): Promise<CodeSent> {
  const now = deps.now?.() ?? Date.now();
  const history = await authRepo.codeHistorySince(deps.db, { ...req, since: now - HOUR });
  const key = phoneKey(req.phone_code, req.phone);
  if (!addressAllows(history.phonesFromIp, key, deps.codeLimits.perIpHour)) {
    throw tooManyRequests('auth.tooManyCodes');
  }
  const wait = phoneWaitMs(history.toPhone, now, deps.codeLimits.perPhoneHour);
  if (wait > 0) {
    // Not yet another code: the one last sent to this phone is still valid, so whoever owns the
    // phone goes on to the code step with it (no new text is sent).
    const open = await authRepo.latestOpenCode(deps.db, req);
    if (
      open &&
      open.purpose === req.purpose &&
      open.expires_at > now &&
      open.tries < CODE_MAX_TRIES
    ) {
      return {
        code_sent: true,
        resend_after_seconds: Math.ceil(wait / 1000),
        expires_in_seconds: Math.ceil((open.expires_at - now) / 1000),
      };
    }
    throw tooManyRequests('auth.resendTooSoon');
  }
  const code = generateCode();
  await authRepo.insertCode(deps.db, {
    phone_code: req.phone_code,
    phone: req.phone,
    purpose: req.purpose,
    code_hash: hashCode(deps.secret, phoneKey(req.phone_code, req.phone), code),
    payload_json: req.payload === undefined ? null : JSON.stringify(req.payload),
    ip: req.ip,
    expires_at: now + CODE_TTL_MS,
    created_at: now,
  });
  await deps.sms.send(
    phoneKey(req.phone_code, req.phone),
    `Your FairFare code is ${code}. It expires in 5 minutes.`,
  );
  return {
    code_sent: true,
    resend_after_seconds: RESEND_COOLDOWN_SECONDS,
    expires_in_seconds: CODE_TTL_MS / 1000,
  };
}

/**
 * Checks a code against the latest one sent for this phone and purpose: at most CODE_MAX_TRIES
 * tries (counted with a guarded update that commits on its own, so parallel or failed guesses
 * cannot exceed it), valid CODE_TTL_MS, usable once. The code is spent in the same transaction as
 * `use`, what it authorises, so a failure there leaves the code usable (issue 17 point 11).
 */
export async function checkCodeThen<T>(
  deps: AuthDeps,
  req: Phone & { purpose: Purpose; code: string },
  use: (trx: Trx, payload: string | null) => Promise<T>,
): Promise<T> {
  const now = deps.now?.() ?? Date.now();
  const row = await authRepo.latestCode(deps.db, req);
  if (!row || row.consumed_at !== null || row.expires_at <= now)
    throw badRequest('auth.codeExpired');
  const counted = await authRepo.countTry(deps.db, row.phone_code_id, CODE_MAX_TRIES);
  if (!counted) throw tooManyRequests('auth.codeTooManyTries');
  const expected = hashCode(deps.secret, phoneKey(req.phone_code, req.phone), req.code);
  if (!sameHash(expected, row.code_hash)) {
    throw row.tries + 1 >= CODE_MAX_TRIES
      ? tooManyRequests('auth.codeTooManyTries')
      : badRequest('auth.codeWrong');
  }
  return deps.db.transaction().execute(async (trx) => {
    if (!(await authRepo.consumeCode(trx, row.phone_code_id, now)))
      throw badRequest('auth.codeExpired');
    return use(trx, row.payload_json);
  });
}

/** checkCodeThen for what needs only the code's payload. */
export function checkCode(
  deps: AuthDeps,
  req: Phone & { purpose: Purpose; code: string },
): Promise<string | null> {
  return checkCodeThen(deps, req, async (_trx, payload) => payload);
}

export interface RegistrationDetails extends Phone {
  first_name: string;
  last_name: string;
  email: string | null;
  language: Language;
}

export async function verifyLogin(deps: AuthDeps, req: Phone & { code: string }) {
  await checkCode(deps, { ...req, purpose: 'login' });
  const user = await usersRepo.findByPhone(deps.db, req.phone_code, req.phone);
  if (!user) throw notFound('auth.noAccount');
  return { user, token: await createSession(deps, user.user_id) };
}

/** Creates the account from the details given when the code was requested, then logs in. */
export async function verifyRegistration(deps: AuthDeps, req: Phone & { code: string }) {
  return checkCodeThen(deps, { ...req, purpose: 'register' }, async (trx, payload) => {
    const details = JSON.parse(payload ?? '{}') as RegistrationDetails;
    const now = deps.now?.() ?? Date.now();
    // Registering a phone that already has an account logs into it (and reveals nothing more).
    let user = await usersRepo.findByPhone(trx, req.phone_code, req.phone);
    if (!user) {
      const userId = await usersRepo.insert(trx, {
        first_name: details.first_name,
        last_name: details.last_name,
        email: details.email,
        phone_code: req.phone_code,
        phone: req.phone,
        language: details.language,
        stripe_customer_id: null,
        created_at: now,
        updated_at: now,
      });
      user = await usersRepo.findById(trx, userId);
    }
    if (!user) throw new Error('user vanished after insert');
    return { user, token: await createSession({ ...deps, db: trx }, user.user_id) };
  });
}

/** A new session for a rider (a number) or a driver (`{ driverId }`); returns its secret token. */
export async function createSession(
  deps: { db: DbOrTrx; now?: () => number },
  owner: number | { driverId: number },
): Promise<string> {
  const token = generateToken();
  await authRepo.insertSession(deps.db, {
    token_hash: hashToken(token),
    ...(typeof owner === 'number' ? { user_id: owner } : { driver_id: owner.driverId }),
    now: deps.now?.() ?? Date.now(),
  });
  return token;
}

/**
 * The session of a token if it is live (not ended, not idle too long), touched when due. Read
 * from the session cache when the app keeps one (session-cache.ts), from the database otherwise.
 */
async function liveSession(db: Db, token: string, now: number): Promise<CachedSession | null> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  let session = cache?.get(tokenHash, now);
  if (!session) {
    const started = cache?.readStarted() ?? 0;
    session = await authRepo.findSession(db, tokenHash);
    if (session) cache?.keep(tokenHash, session, now, started);
  }
  if (!session || session.ended_at !== null) return null;
  if (now - session.last_seen_at > SESSION_IDLE_MS) return null;
  if (now - session.last_seen_at > TOUCH_EVERY_MS) {
    await authRepo.touchSession(db, session.session_id, now);
    cache?.touched(tokenHash, now);
  }
  return session;
}

/** The rider a session token belongs to, or null when it is unknown, ended or idle too long. */
export async function riderOfToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<number | null> {
  return (await liveSession(db, token, now))?.user_id ?? null;
}

/** The driver a session token belongs to (sessions.driver_id), or null when unknown, ended or idle. */
export async function driverOfToken(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<number | null> {
  return (await liveSession(db, token, now))?.driver_id ?? null;
}

export async function endSession(db: Db, token: string, now = Date.now()): Promise<void> {
  const tokenHash = hashToken(token);
  await authRepo.endSession(db, tokenHash, now);
  await sessionCacheOf(db)?.ended(tokenHash);
}
