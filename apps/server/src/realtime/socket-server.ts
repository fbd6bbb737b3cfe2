import { requestOriginAllowed } from '../http/origin-check.ts';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@fairfare/contracts/socket';
import type { Config } from '../config.ts';
import { handleDriverPositions } from './driver-positions.ts';
import { publisherForAdapter, type RedisConnections } from './redis.ts';
import {
  authenticateSocket,
  registerSocketHandlers,
  SocketAuthError,
  type SocketData,
} from './socket-auth.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no events between instances
export type InterServerEvents = {};

/** The Socket.IO server with the shared event map (packages/contracts/src/socket.ts). */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/**
 * Socket.IO on the same port as the API (websocket with polling fallback, or polling only with
 * SOCKET_TRANSPORTS=polling). Sockets authenticate with the session (socket-auth.ts); with Redis
 * the rooms span every instance (@socket.io/redis-adapter). Closed with the app.
 */
export function attachSocketServer(
  app: FastifyInstance,
  config: Config,
  redis?: RedisConnections | null,
): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    transports: config.socketTransports,
    serveClient: false,
    cors: { origin: false },
    // A page of another site cannot open a socket with the rider's cookie (issue 17 point 8).
    allowRequest: (request, callback) =>
      callback(null, requestOriginAllowed(request, config.allowedOrigins)),
    // The site sends small events only; refuse large frames early.
    maxHttpBufferSize: 16 * 1024,
    ...(redis
      ? {
          adapter: createAdapter(publisherForAdapter(redis.command, app.log), redis.subscriber, {
            key: `${redis.prefix}:sio`,
          }),
        }
      : {}),
  });
  io.use((socket, next) => {
    authenticateSocket(app, socket).then(
      () => next(),
      (err: unknown) => {
        if (err instanceof SocketAuthError) return next(err);
        // A failing database: the client learns nothing more than that (docs/product/messages.md: logged).
        app.log.warn({ err }, 'socket authentication failed');
        next(new Error('server_error'));
      },
    );
  });
  registerSocketHandlers(app, io);
  io.on('connection', (socket) => handleDriverPositions(app, socket));
  // docs/product/messages.md: socket errors are only logged.
  io.engine.on('connection_error', (err: { code?: number; message?: string }) => {
    app.log.debug({ code: err.code, reason: err.message }, 'socket connection refused');
  });
  app.addHook('preClose', async () => {
    // Closes this instance's connections only (not the rooms' other instances), and without a
    // Socket.IO "disconnect" packet: a client told "io server disconnect" never reconnects, one
    // whose transport closed reconnects by itself, through the balancer to another instance, and
    // the site reads its ride again on reconnect (decision 030).
    await io.close();
  });
  return io;
}
