import { useEffect, useRef, useState } from 'react';
import { socketEvents, type PushMessage } from '@fairfare/contracts/socket';
import { openSocket, type AppSocket } from '../../../shared/api/socket';
import { readSession } from '../../../shared/session/session';

/**
 * The rider's live connection while logged in: joins the rider's room (`add_user`) on every
 * (re)connect and hands each push message (`fcm_push_noti`) to `onPush`. When the connection
 * drops (network lost, service restarted) Socket.IO keeps trying; once it is back, `onReconnect`
 * runs, so that whatever was pushed meanwhile is read again. Returns when the connection dropped
 * (epoch ms), or null while it is up. Socket errors are only logged; polling keeps the overlay
 * right without the socket.
 */
export function useRideSocket(
  onPush: (message: PushMessage) => void,
  onReconnect: () => void,
): number | null {
  const handlers = useRef({ onPush, onReconnect });
  useEffect(() => {
    handlers.current = { onPush, onReconnect };
  }, [onPush, onReconnect]);
  const [droppedAt, setDroppedAt] = useState<number | null>(null);

  useEffect(() => {
    const session = readSession();
    if (!session) return;
    let socket: AppSocket | null = null;
    let closed = false;
    let down = false;
    openSocket().then(
      (opened) => {
        if (closed) {
          opened.close();
          return;
        }
        socket = opened;
        const join = () => opened.emit(socketEvents.addUser, { user_id: session.userId });
        opened.on('connect', () => {
          join();
          if (!down) return;
          down = false;
          setDroppedAt(null);
          handlers.current.onReconnect();
        });
        if (opened.connected) join();
        // our own close() is no drop
        opened.on('disconnect', (reason) => {
          if (reason === 'io client disconnect') return;
          down = true;
          setDroppedAt(Date.now());
        });
        opened.on(socketEvents.push, (message) => handlers.current.onPush(message));
      },
      (err: unknown) => console.error('socket unavailable', err),
    );
    return () => {
      closed = true;
      socket?.close();
    };
  }, []);

  return droppedAt;
}
