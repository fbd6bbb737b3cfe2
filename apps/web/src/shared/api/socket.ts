import type { Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@fairfare/contracts/socket';
import { config } from '../config';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * How the site's sockets connect, the riders' and the back office's alike: websocket first,
 * long-polling as the fallback, and the session cookie with the handshake. A new object at each
 * call, because socket.io-client writes the server's host into the options it is given.
 */
export function socketOptions() {
  return {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    withCredentials: true,
  };
}

/**
 * Opens the site's Socket.IO connection (docs/product/api.md "Socket"). socket.io-client is loaded on first
 * use, so that pages without live data do not carry it. Websocket first, long-polling as the
 * fallback; the session cookie authenticates the handshake. Errors are only logged (docs/product/messages.md).
 */
export async function openSocket(): Promise<AppSocket> {
  const { io } = await import('socket.io-client');
  const options = socketOptions();
  const socket: AppSocket = config.apiBaseUrl ? io(config.apiBaseUrl, options) : io(options);
  socket.on('connect_error', (err) => console.error('socket connection error', err.message));
  return socket;
}
