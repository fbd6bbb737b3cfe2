import { rooms } from './notifier.ts';
import type { RealtimeServer } from './socket-server.ts';

/** Ends what hangs on a session when the session ends (issue 31 point 7; decision 059). */
export interface SessionSockets {
  disconnect(tokenHash: string): void | Promise<void>;
}

/**
 * Every socket joins the room of each session it was opened with (socket-auth.ts); a logout
 * disconnects that room. With the Redis adapter the disconnection reaches every instance. With
 * `forget`, what else hangs on the session goes too (the devices subscribed to Web Push in it,
 * so a logged-out phone is never notified).
 */
export function sessionSockets(
  io: RealtimeServer,
  forget?: (tokenHash: string) => Promise<void>,
): SessionSockets {
  return {
    disconnect: async (tokenHash) => {
      io.in(rooms.session(tokenHash)).disconnectSockets(true);
      await forget?.(tokenHash);
    },
  };
}
