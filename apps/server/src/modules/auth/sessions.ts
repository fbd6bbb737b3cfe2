import { SESSION_IDLE_DAYS } from '@fairfare/contracts/auth';
import type { Db, DbOrTrx } from '../../db/database.ts';
import type { SessionSockets } from '../../realtime/session-sockets.ts';
import { authRepo } from './repo.ts';
import { sessionCacheOf, type CachedSession } from './session-cache.ts';
import { generateToken, hashToken } from './secrets.ts';

// A session is a secret token (only its hash is stored) for a rider or a driver; it ends when
// signed out or idle for SESSION_IDLE_DAYS. The codes that open one are in service.ts.

const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 3_600_000;
/**
 * last_seen_at is written at most this often, so that reads stay reads: with riders polling every
 * 2 s, once a minute meant 83 writes a second at 5 000 riders and stalls on SQLite's checkpoints;
 * a 30-day idle limit needs no finer clock than this.
 */
const TOUCH_EVERY_MS = 15 * 60_000;

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
