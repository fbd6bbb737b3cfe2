import { rooms } from './notifier.ts';
import type { RealtimeServer } from './socket-server.ts';

/** Ends the sockets a session opened, when the session ends (issue 31 point 7). */
export interface SessionSockets {
  disconnect(tokenHash: string): void;
}

/**
 * Every socket joins the room of each session it was opened with (socket-auth.ts); a logout
 * disconnects that room. With the Redis adapter the disconnection reaches every instance.
 */
export function sessionSockets(io: RealtimeServer): SessionSockets {
  return { disconnect: (tokenHash) => io.in(rooms.session(tokenHash)).disconnectSockets(true) };
}
