import { useEffect, useRef } from 'react';
import { socketEvents, type PushMessage } from '@fairfare/contracts/socket';
import { openSocket, type AppSocket } from '../../../shared/api/socket';
import { readSession } from '../../../shared/session/session';

/**
 * The rider's live connection while logged in: joins the rider's room (`add_user`) on every
 * (re)connect and hands each push message (`fcm_push_noti`) to `onPush`. Socket errors are only
 * logged; polling keeps the overlay right without the socket.
 */
export function useRideSocket(onPush: (message: PushMessage) => void): void {
  const handler = useRef(onPush);
  useEffect(() => {
    handler.current = onPush;
  }, [onPush]);

  useEffect(() => {
    const session = readSession();
    if (!session) return;
    let socket: AppSocket | null = null;
    let closed = false;
    openSocket().then(
      (opened) => {
        if (closed) {
          opened.close();
          return;
        }
        socket = opened;
        const join = () => opened.emit(socketEvents.addUser, { user_id: session.userId });
        opened.on('connect', join);
        if (opened.connected) join();
        opened.on(socketEvents.push, (message) => handler.current(message));
      },
      (err: unknown) => console.error('socket unavailable', err),
    );
    return () => {
      closed = true;
      socket?.close();
    };
  }, []);
}
