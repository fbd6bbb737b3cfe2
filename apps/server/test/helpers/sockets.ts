import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket, type SocketOptions, type ManagerOptions } from 'socket.io-client';
import { onTestFinished } from 'vitest';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@fairfare/contracts/socket';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts the app's HTTP server on a free loopback port; returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface ConnectOptions {
  cookie?: string;
  auth?: Record<string, unknown>;
  transports?: Array<'websocket' | 'polling'>;
  /** The Origin a browser page would send (none, like an app, when left out). */
  origin?: string;
}

/** A Socket.IO client, connected (rejects with the server's reason when it is refused). */
export async function connect(
  baseUrl: string,
  options: ConnectOptions = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    // generous: a loaded machine can take seconds to answer a polling handshake
    timeout: 15_000,
    ...(options.cookie || options.origin
      ? {
          extraHeaders: {
            ...(options.cookie ? { cookie: options.cookie } : {}),
            ...(options.origin ? { origin: options.origin } : {}),
          },
        }
      : {}),
    ...(options.auth ? { auth: options.auth } : {}),
  } satisfies Partial<ManagerOptions & SocketOptions>);
  onTestFinished(() => {
    socket.disconnect();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

/** Everything a socket receives of one event, from now on. */
export function collect<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Array<Parameters<ServerToClientEvents[E]>[0]> {
  const received: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one listener for any event of the map
  socket.on(event, ((payload: any) => received.push(payload)) as any);
  return received;
}

/** Waits until `predicate` holds (polling every 10 ms) or fails after `timeoutMs`. */
export async function eventually(predicate: () => boolean, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out waiting for the condition');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
