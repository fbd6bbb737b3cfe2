import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { SESSION_COOKIE } from '@fairfare/contracts/auth';
import {
  DRIVER_SESSION_COOKIE,
  socketEvents,
  type Ack,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAckError,
} from '@fairfare/contracts/socket';
import { rooms } from './notifier.ts';
import type { InterServerEvents, RealtimeServer } from './socket-server.ts';

/** Who a socket is: a rider, a driver, both (one browser with both sessions), or nobody. */
export interface SocketData {
  userId?: number;
  driverId?: number;
  /** Tracking rooms joined and tokens tried, to bound what one socket may ask. */
  tracks: { joined: number; tries: number };
  /** Hashes of the session tokens the socket was opened with: it ends when one of them does. */
  sessions: string[];
}

/**
 * What the sockets ask the modules that own the sessions and the tracking links. Given where the
 * app is assembled (app.ts), so that realtime, below the modules, imports none of them.
 */
export interface SocketAccess {
  /** The rider or driver a session token proves, or null. */
  riderOfToken(token: string): Promise<number | null>;
  driverOfToken(token: string): Promise<number | null>;
  /** The key a session's sockets are grouped under: ending the session disconnects them. */
  sessionKey(token: string): string;
  /** Whether a trip's tracking link works at `now` (not expired). */
  trackingLinkWorks(token: string, now: number): Promise<boolean>;
}

export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** Rooms and tokens one socket may watch or try (a tracking page watches one). */
const MAX_TRACKED = 5;
const MAX_TRACK_TRIES = 20;

/** Refuses a handshake; the client's `connect_error` carries the message 'unauthorized'. */
export class SocketAuthError extends Error {
  readonly data = { code: 'unauthorized' };
}

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const explicitAuthSchema = z.union([
  z.object({ api_key: z.string().min(1).max(200), user_id: idSchema }),
  z.object({ api_key: z.string().min(1).max(200), driver_id: idSchema }),
]);

/**
 * Sets `socket.data` from the handshake (Socket.IO middleware):
 * - explicit `auth: { api_key, user_id }` or `{ api_key, driver_id }`: both must belong together,
 *   otherwise the connection is refused (`connect_error` "unauthorized");
 * - else the session cookies (`ff_session` for riders, `ff_driver_session` for drivers) from the
 *   handshake headers; a stale cookie connects as a visitor (it may still watch a tracking token);
 * - else a visitor, who may only watch a trip by its tracking token.
 */
export async function authenticateSocket(
  app: FastifyInstance,
  access: SocketAccess,
  socket: AppSocket,
): Promise<void> {
  socket.data.tracks = { joined: 0, tries: 0 };
  socket.data.sessions = [];
  const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
  if (auth.api_key !== undefined || auth.user_id !== undefined || auth.driver_id !== undefined) {
    const parsed = explicitAuthSchema.safeParse(auth);
    if (!parsed.success) throw new SocketAuthError('unauthorized');
    const credentials = parsed.data;
    if ('user_id' in credentials) {
      const userId = await access.riderOfToken(credentials.api_key);
      if (userId !== credentials.user_id) throw new SocketAuthError('unauthorized');
      socket.data.userId = userId;
    } else {
      const driverId = await access.driverOfToken(credentials.api_key);
      if (driverId !== credentials.driver_id) throw new SocketAuthError('unauthorized');
      socket.data.driverId = driverId;
    }
    socket.data.sessions.push(access.sessionKey(credentials.api_key));
    return;
  }
  const header = socket.handshake.headers.cookie;
  if (!header) return;
  const cookies = app.parseCookie(header);
  const riderToken = cookies[SESSION_COOKIE];
  const driverToken = cookies[DRIVER_SESSION_COOKIE];
  const [userId, driverId] = await Promise.all([
    riderToken ? access.riderOfToken(riderToken) : null,
    driverToken ? access.driverOfToken(driverToken) : null,
  ]);
  if (userId !== null && riderToken) {
    socket.data.userId = userId;
    socket.data.sessions.push(access.sessionKey(riderToken));
  }
  if (driverId !== null && driverToken) {
    socket.data.driverId = driverId;
    socket.data.sessions.push(access.sessionKey(driverToken));
  }
}

const addUserSchema = z.object({ user_id: idSchema, name: z.string().max(200).optional() });
const trackSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

function answer(ack: unknown, result: { ok: true } | { ok: false; error: SocketAckError }) {
  if (typeof ack === 'function') (ack as Ack)(result);
}

/**
 * Rooms (notifier.ts `rooms`): an authenticated rider is in `user:<id>` from the start and may
 * confirm it with `add_user` (docs/product/api.md) — only for their own id; a driver is in `driver:<id>`;
 * anyone may watch `track:<token>` for a trip's tracking token while the link works (not expired,
 * as tripapi/track). Nothing else is joined.
 */
export function registerSocketHandlers(
  app: FastifyInstance,
  io: RealtimeServer,
  access: SocketAccess,
): void {
  io.on('connection', (socket: AppSocket) => {
    const { userId, driverId } = socket.data;
    if (userId !== undefined) void socket.join(rooms.user(userId));
    if (driverId !== undefined) void socket.join(rooms.driver(driverId));
    for (const session of socket.data.sessions) void socket.join(rooms.session(session));

    socket.on(socketEvents.addUser, (payload: unknown, ack?: unknown) => {
      const parsed = addUserSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'bad_request' });
      if (userId === undefined) return answer(ack, { ok: false, error: 'unauthorized' });
      if (parsed.data.user_id !== userId) {
        app.log.info({ userId, claimed: parsed.data.user_id }, 'add_user for another user refused');
        return answer(ack, { ok: false, error: 'forbidden' });
      }
      void socket.join(rooms.user(userId));
      answer(ack, { ok: true });
    });

    socket.on(socketEvents.track, (payload: unknown, ack?: unknown) => {
      const tracks = socket.data.tracks;
      if (tracks.tries >= MAX_TRACK_TRIES || tracks.joined >= MAX_TRACKED)
        return answer(ack, { ok: false, error: 'too_many' });
      tracks.tries++;
      const parsed = trackSchema.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'not_found' });
      const { token } = parsed.data;
      access.trackingLinkWorks(token, Date.now()).then(
        (works) => {
          if (!works) return answer(ack, { ok: false, error: 'not_found' });
          if (!socket.rooms.has(rooms.track(token))) {
            tracks.joined++;
            void socket.join(rooms.track(token));
          }
          answer(ack, { ok: true });
        },
        (err: unknown) => {
          app.log.warn({ err }, 'track_trip failed');
          answer(ack, { ok: false, error: 'server_error' });
        },
      );
    });

    // docs/product/messages.md: socket errors are only logged.
    socket.on('error', (err) => app.log.debug({ err }, 'socket error'));
  });
}
