import { Server } from 'socket.io';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Socket.IO on the same port as the API. Authentication and rooms come with the live-ride work;
 * the server is created here so that it shuts down with the app.
 */
export function attachSocketServer(app: FastifyInstance, config: Config): Server {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: config.socketTransports,
    serveClient: false,
    cors: { origin: false },
  });
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await io.close();
  });
  return io;
}
