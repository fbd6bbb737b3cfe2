import type { RealtimeServer } from '../realtime/socket-server.ts';
import type { AppMetrics } from './registry.ts';

/**
 * Open Socket.IO connections and the rooms they are in, in this process (with WORKERS > 1 the
 * primary sums its workers'). A socket's private room (its own id) is not counted as a room.
 */
export function registerRealtimeMetrics(metrics: AppMetrics, io: RealtimeServer): void {
  metrics.gauge({
    name: 'fairfare_socketio_connected_sockets',
    help: 'Socket.IO sockets connected to this process',
    collect: (gauge) => gauge.set(io.of('/').sockets.size),
  });
  metrics.gauge({
    name: 'fairfare_socketio_rooms',
    help: "Socket.IO rooms (riders', drivers', trips') with a socket of this process in them",
    collect: (gauge) => {
      const { rooms, sids } = io.of('/').adapter;
      let named = 0;
      for (const room of rooms.keys()) if (!sids.has(room)) named++;
      gauge.set(named);
    },
  });
  metrics.gauge({
    name: 'fairfare_engineio_clients',
    help: 'Engine.IO connections (websocket or polling sessions) open on this process',
    collect: (gauge) => gauge.set(io.engine.clientsCount),
  });
}
