import type { FastifyInstance } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import {
  cityNowRequestSchema,
  OPS_SOCKET_NAMESPACE,
  opsSocketEvents,
  type CityNow,
} from '@fairfare/contracts/city-now';
import { AppError } from '../../http/errors.ts';
import { mayManage, type CityScope } from '../city-rules/scope.ts';
import { cityNow } from './service.ts';
import type { RealtimeServer } from '../../realtime/socket-server.ts';

/** A member of staff who may watch cities live: the cities they may see. */
export interface StaffWatcher {
  staffId: number;
  scope: CityScope;
}

/**
 * Who the handshake's staff session is, when it may watch the live view; null otherwise. Given by
 * the staff sign-in (the back office's own cookie); a rider's or driver's session is never one.
 */
export type StaffOfHandshake = (cookieHeader: string | undefined) => Promise<StaffWatcher | null>;

/** The live view of one instance. */
export interface OpsLive {
  nsp: Namespace;
  /** New snapshots of the watched cities, pushed where they changed. */
  pushNow(): Promise<void>;
  /** Disconnects this instance's staff sockets whose session is no longer live. */
  checkSessions(): Promise<void>;
  stop(): void;
}

/** Whether the staff session of a socket's handshake cookie is still live. */
export type SessionStillLive = (cookieHeader: string | undefined) => Promise<boolean>;

interface OpsSocketData {
  staff: StaffWatcher;
}

type OpsSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  OpsSocketData
>;

/** How often an instance looks for changes in the cities its staff sockets watch. */
export const OPS_PUSH_INTERVAL_MS = 2_000;
/**
 * How often an instance checks that its staff sockets' sessions are still live: a socket is
 * authenticated once, at its handshake, so a sign-out, a disabled account or an expired session
 * ends its pushes within this time (decision 042).
 */
export const OPS_SESSION_CHECK_MS = 10_000;

const cityRoom = (cityId: number) => `city:${cityId}`;

/** What a snapshot says, without the time it was taken: a push is sent only when this changes. */
function contentOf(now: CityNow): string {
  return JSON.stringify({ ...now, at: 0 });
}

type Ack = (answer: { ok: true; now: CityNow } | { ok: false; error: string }) => void;

/**
 * The back office's live view over Socket.IO (issue 30 "Now"): the `/ops` namespace, apart from
 * the riders' and drivers' one, so a rider socket can never be in its rooms. A socket is let in
 * only with a staff session allowed to watch (checked at connect); it asks to watch a city it may
 * see and gets the snapshot at once, then a new one pushed whenever it changes. Each instance
 * computes the snapshots of the cities its own sockets watch, every `intervalMs` (decision 039),
 * and sends them to those sockets only. `stop` ends that (the app's preClose).
 */
export function attachOpsNamespace(
  app: FastifyInstance,
  io: RealtimeServer,
  options: {
    staffOf: StaffOfHandshake;
    intervalMs: number;
    /** With `checkIntervalMs`: sockets whose session ended are disconnected. */
    stillLive?: SessionStillLive;
    checkIntervalMs?: number;
    now?: () => number;
  },
): OpsLive {
  const nsp = (io as unknown as { of(name: string): Namespace }).of(OPS_SOCKET_NAMESPACE);
  const clock = options.now ?? Date.now;
  const last = new Map<number, string>();

  nsp.use((socket, next) => {
    options.staffOf(socket.handshake.headers.cookie).then(
      (staff) => {
        if (!staff)
          return next(Object.assign(new Error('unauthorized'), { data: { code: 'unauthorized' } }));
        (socket as OpsSocket).data.staff = staff;
        next();
      },
      (err: unknown) => {
        app.log.warn({ err }, 'staff socket authentication failed');
        next(new Error('server_error'));
      },
    );
  });

  nsp.on('connection', (socket: Socket) => {
    const staff = (socket as OpsSocket).data.staff;
    socket.on(opsSocketEvents.watchCity, (payload: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      const parsed = cityNowRequestSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'bad_request' });
      const cityId = parsed.data.city_id;
      if (!mayManage(staff.scope, cityId)) return reply({ ok: false, error: 'forbidden' });
      cityNow(app.db, staff.scope, cityId, clock()).then(
        (now) => {
          for (const room of socket.rooms) if (room.startsWith('city:')) void socket.leave(room);
          void socket.join(cityRoom(cityId));
          reply({ ok: true, now });
        },
        (err: unknown) => {
          if (!(err instanceof AppError)) app.log.warn({ err }, 'live view failed');
          reply({ ok: false, error: err instanceof AppError ? 'not_found' : 'server_error' });
        },
      );
    });
  });

  /** New snapshots of the watched cities, pushed where they changed. */
  async function pushNow(): Promise<void> {
    const watched = [...nsp.adapter.rooms.keys()]
      .filter((room) => room.startsWith('city:'))
      .map((room) => Number(room.slice('city:'.length)));
    for (const cityId of last.keys()) if (!watched.includes(cityId)) last.delete(cityId);
    for (const cityId of watched) {
      const now = await cityNow(app.db, { all: true }, cityId, clock());
      const content = contentOf(now);
      if (last.get(cityId) === content) continue;
      last.set(cityId, content);
      nsp.local.to(cityRoom(cityId)).emit(opsSocketEvents.cityNow, now);
    }
  }

  async function checkSessions(): Promise<void> {
    const stillLive = options.stillLive;
    if (!stillLive) return;
    for (const socket of [...nsp.sockets.values()]) {
      if (!(await stillLive(socket.handshake.headers.cookie))) socket.disconnect(true);
    }
  }

  let checking = false;
  const checker =
    options.stillLive && options.checkIntervalMs
      ? setInterval(() => {
          if (checking) return;
          checking = true;
          checkSessions()
            .catch((err: unknown) => app.log.warn({ err }, 'staff socket session check failed'))
            .finally(() => (checking = false));
        }, options.checkIntervalMs)
      : undefined;
  checker?.unref();

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pushNow()
      .catch((err: unknown) => app.log.warn({ err }, 'live view push failed'))
      .finally(() => (running = false));
  }, options.intervalMs);
  timer.unref();
  return {
    nsp,
    pushNow,
    checkSessions,
    stop: () => {
      clearInterval(timer);
      clearInterval(checker);
    },
  };
}
