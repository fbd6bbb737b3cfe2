import {
  CODE_TTL_MS,
  RESEND_COOLDOWN_SECONDS,
  SESSION_IDLE_DAYS,
  SIGNUP_TTL_MS,
  type AccountNeeded,
  type CodeSent,
} from '@fairfare/contracts/auth';
import { DEFAULT_LANGUAGE, type Language } from '@fairfare/contracts/languages';
import { smsText } from '../texts/sms-texts.ts';
import type { SmsSender } from '../../adapters/sms/sms.ts';
import type { Db, DbOrTrx, Trx } from '../../db/database.ts';
import type { SessionSockets } from '../../realtime/session-sockets.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import type { User } from '../../db/schema.ts';
import { riderAccounts } from '../users/store.ts';
import { addressAllows, phoneWaitMs, tryCounters, type Caller } from './code-limits.ts';
import { authRepo } from './repo.ts';
import { sessionCacheOf, type CachedSession } from './session-cache.ts';
import { generateCode, generateToken, hashCode, hashToken, phoneKey, sameHash } from './secrets.ts';

export interface AuthDeps {
  db: Db;
  sms: SmsSender;
  secret: string;
  codeLimits: { perPhoneHour: number; perIpHour: number };
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}

/** Whether a caller has tries left at a code (every counter of theirs under its limit). */
async function callerHasTries(db: Db, codeId: number, caller: Caller): Promise<boolean> {
  for (const counter of tryCounters(caller)) {
    if ((await authRepo.triesOf(db, codeId, counter.key)) >= counter.max) return false;
  }
  return true;
}

/** What a code is for: a rider's login or registration, a driver's login, or an application to drive. */
export type Purpose = 'login' | 'register' | 'driver' | 'apply';
/**
 * What a kept secret is checked for: a code sent for a purpose, or the signup token a login code
 * gave for a number with no account (kept as a code of purpose 'signup', decision 033).
 */
type CheckedPurpose = Purpose | 'signup';
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
  req: Phone & {
    purpose: Purpose;
    ip: string;
    device?: string;
    payload?: unknown;
    /** The language the code's text is written in (the caller's); English when not given. */
    language?: Language;
  },
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
    // phone goes on to the code step with it (no new text is sent). Only this caller's own
    // wrong tries at it can have used it up (issue 31 point 4).
    const open = await authRepo.latestOpenCode(deps.db, req);
    if (
      open &&
      open.expires_at > now &&
      (await callerHasTries(deps.db, open.phone_code_id, { ip: req.ip, device: req.device ?? '' }))
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
  const codeId = await authRepo.insertCode(deps.db, {
    phone_code: req.phone_code,
    phone: req.phone,
    purpose: req.purpose,
    code_hash: hashCode(deps.secret, phoneKey(req.phone_code, req.phone), code),
    payload_json: req.payload === undefined ? null : JSON.stringify(req.payload),
    ip: req.ip,
    expires_at: now + CODE_TTL_MS,
    created_at: now,
  });
  try {
    await deps.sms.send(
      phoneKey(req.phone_code, req.phone),
      smsText(req.language ?? DEFAULT_LANGUAGE, `code.${req.purpose}`, { code }),
    );
  } catch (err) {
    // Not sent, so not kept (issue 31 point 8): a kept code would say "sent" to the next request
    // and hold the next code back by the cool-down though nobody received it.
    await authRepo.deleteCode(deps.db, codeId);
    deps.log?.warn({ err }, 'the SMS provider did not take a one-time code');
    throw new AppError(503, 'auth.smsUnavailable');
  }
  return {
    code_sent: true,
    resend_after_seconds: RESEND_COOLDOWN_SECONDS,
    expires_in_seconds: CODE_TTL_MS / 1000,
  };
}

/**
 * Checks a code against the latest one sent for this phone and purpose: at most CODE_MAX_TRIES
 * tries per caller, ADDRESS_TRIES_PER_CODE per address (counted with guarded updates that commit
 * on their own, so parallel or failed guesses cannot exceed them; a stranger's guesses never use
 * up the owner's tries), valid CODE_TTL_MS, usable once. The code is spent in the same transaction as
 * `use`, what it authorises, so a failure there leaves the code usable (issue 17 point 11).
 */
export async function checkCodeThen<T>(
  deps: AuthDeps,
  req: Phone & { purpose: CheckedPurpose; code: string; caller: Caller },
  use: (trx: Trx, payload: string | null) => Promise<T>,
): Promise<T> {
  const now = deps.now?.() ?? Date.now();
  const row = await authRepo.latestCode(deps.db, req);
  if (!row || row.consumed_at !== null || row.expires_at <= now)
    throw badRequest('auth.codeExpired');
  let lastTry = false;
  for (const counter of tryCounters(req.caller)) {
    const tries = await authRepo.countTry(deps.db, {
      id: row.phone_code_id,
      caller: counter.key,
      maxTries: counter.max,
    });
    if (tries === null) throw tooManyRequests('auth.codeTooManyTries');
    lastTry ||= tries >= counter.max;
  }
  await authRepo.addToTotalTries(deps.db, row.phone_code_id);
  const expected = hashCode(deps.secret, phoneKey(req.phone_code, req.phone), req.code);
  if (!sameHash(expected, row.code_hash)) {
    throw lastTry ? tooManyRequests('auth.codeTooManyTries') : badRequest('auth.codeWrong');
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
  req: Phone & { purpose: Purpose; code: string; caller: Caller },
): Promise<string | null> {
  return checkCodeThen(deps, req, async (_trx, payload) => payload);
}

export interface RegistrationDetails extends Phone {
  first_name: string;
  last_name: string;
  email: string | null;
  language: Language;
}

export type LoginResult = { user: User; token: string } | { accountNeeded: AccountNeeded };

/**
 * Logs in with a login code. A right code for a number with no account proves the number once:
 * the answer is a signup token (`accountNeeded`) that creates its account with the name and terms
 * (completeSignup) without a second code (issue 26 point 6).
 */
export async function verifyLogin(
  deps: AuthDeps,
  req: Phone & { code: string; caller: Caller },
): Promise<LoginResult> {
  return checkCodeThen(deps, { ...req, purpose: 'login' }, async (trx) => {
    const user = await riderAccounts.findByPhone(trx, req.phone_code, req.phone);
    if (user) return { user, token: await createSession({ ...deps, db: trx }, user.user_id) };
    return { accountNeeded: await issueSignupToken(deps, trx, req) };
  });
}

/**
 * Keeps a signup token as a code of purpose 'signup' for the same phone: hashed and bound to the
 * phone like a code, usable once, for SIGNUP_TTL_MS, and only the newest one counts.
 */
async function issueSignupToken(
  deps: AuthDeps,
  trx: Trx,
  req: Phone & { caller: Caller },
): Promise<AccountNeeded> {
  const now = deps.now?.() ?? Date.now();
  const token = generateToken();
  await authRepo.insertCode(trx, {
    phone_code: req.phone_code,
    phone: req.phone,
    purpose: 'signup',
    code_hash: hashCode(deps.secret, phoneKey(req.phone_code, req.phone), token),
    payload_json: null,
    ip: req.caller.ip,
    expires_at: now + SIGNUP_TTL_MS,
    created_at: now,
  });
  return { account_needed: true, signup_token: token, expires_in_seconds: SIGNUP_TTL_MS / 1000 };
}

/**
 * The rider account of a proven phone, created from the details when there is none yet (a phone
 * that already has one logs into it and reveals nothing more), and a new session for it.
 */
async function riderAccountOf(
  deps: AuthDeps,
  trx: Trx,
  details: RegistrationDetails,
): Promise<{ user: User; token: string }> {
  const now = deps.now?.() ?? Date.now();
  let user = await riderAccounts.findByPhone(trx, details.phone_code, details.phone);
  if (!user) {
    const userId = await riderAccounts.insert(trx, {
      first_name: details.first_name,
      last_name: details.last_name,
      email: details.email,
      phone_code: details.phone_code,
      phone: details.phone,
      language: details.language,
      stripe_customer_id: null,
      created_at: now,
      updated_at: now,
    });
    user = await riderAccounts.findById(trx, userId);
  }
  if (!user) throw new Error('user vanished after insert');
  return { user, token: await createSession({ ...deps, db: trx }, user.user_id) };
}

/** Creates the account from the details given when the code was requested, then logs in. */
export async function verifyRegistration(
  deps: AuthDeps,
  req: Phone & { code: string; caller: Caller },
) {
  return checkCodeThen(deps, { ...req, purpose: 'register' }, async (trx, payload) => {
    const details = JSON.parse(payload ?? '{}') as RegistrationDetails;
    return riderAccountOf(deps, trx, { ...details, phone_code: req.phone_code, phone: req.phone });
  });
}

/**
 * Creates the account of a number a login code proved (verifyLogin's signup token), from the name
 * and terms given now, then logs in. The token is checked like a code, for this phone only, and
 * spent with the account's creation; a wrong, used or expired one says to log in again.
 */
export async function completeSignup(
  deps: AuthDeps,
  req: RegistrationDetails & { signup_token: string; caller: Caller },
) {
  const check = { ...req, purpose: 'signup' as const, code: req.signup_token };
  try {
    return await checkCodeThen(deps, check, (trx) => riderAccountOf(deps, trx, req));
  } catch (err) {
    if (
      err instanceof AppError &&
      (err.code === 'auth.codeWrong' || err.code === 'auth.codeExpired')
    )
      throw badRequest('auth.signupExpired');
    throw err;
  }
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

/**
 * Ends a session: in the database, in every instance's session cache, and then its open sockets
 * on every instance (issue 31 point 7), which would otherwise go on receiving its pushes.
 */
export async function endSession(
  db: Db,
  token: string,
  now = Date.now(),
  sockets?: SessionSockets,
): Promise<void> {
  const tokenHash = hashToken(token);
  await authRepo.endSession(db, tokenHash, now);
  await sessionCacheOf(db)?.ended(tokenHash);
  await sockets?.disconnect(tokenHash);
}
