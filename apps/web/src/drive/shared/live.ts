import { useEffect, useRef, useState } from 'react';
import type { PushMessage } from '@fairfare/contracts/socket';
import type { AppSocket } from '../../shared/api/socket';
import { afterIdle } from './useIdle';

/** The driver's socket while it is open (positions go over it: sendPositionLive). */
let liveSocket: AppSocket | null = null;

/**
 * Sends a position over the driver's socket (`update_position`), far cheaper for the service
 * than an HTTP request: true once the service took it; false when there is no line or it was
 * refused, and the caller then sends it by driverapi/updateposition (which says why).
 */
export async function sendPositionLive(lat: number, lng: number): Promise<boolean> {
  const socket = liveSocket;
  if (!socket?.connected) return false;
  try {
    const answer = await socket.timeout(5_000).emitWithAck('update_position', { lat, lng });
    return answer.ok;
  } catch {
    return false;
  }
}

/** The app's line to the service: connecting, connected, or lost and trying again. */
export type LinkStatus = 'connecting' | 'connected' | 'reconnecting';

/**
 * The driver's Socket.IO connection: the `ff_driver_session` cookie puts it in the driver's room,
 * where requests, counter-offers and trip news arrive (`fcm_push_noti`). Socket.IO reconnects by
 * itself after a lost connection; the status says so meanwhile, and `onReconnect` runs once it is
 * back (what happened while away is read again: pushes are not replayed).
 */
export function useDriverLink(
  onPush: (push: PushMessage) => void,
  onReconnect: () => void,
): LinkStatus {
  const [status, setStatus] = useState<LinkStatus>('connecting');
  const handlers = useRef({ onPush, onReconnect });
  useEffect(() => {
    handlers.current = { onPush, onReconnect };
  });

  useEffect(() => {
    let socket: AppSocket | null = null;
    let closed = false;
    let wasConnected = false;
    // loaded once the first screen has shown and the phone is idle (decision 067): the socket
    // client and the event names (with the push schemas of the contracts module) are no part of
    // what a driver waits for to see the app
    const connect = () =>
      Promise.all([import('../../shared/api/socket'), import('@fairfare/contracts/socket')]).then(
        async ([{ openSocket }, { socketEvents }]) => {
          const opened = await openSocket();
          if (closed) {
            opened.close();
            return;
          }
          socket = opened;
          liveSocket = opened;
          opened.on('connect', () => {
            setStatus('connected');
            if (wasConnected) handlers.current.onReconnect();
            wasConnected = true;
          });
          opened.on('disconnect', (reason) => {
            setStatus('reconnecting');
            // the service closed it on purpose (e.g. a new deploy): ask again; else it retries itself
            if (reason === 'io server disconnect') opened.connect();
          });
          opened.on('connect_error', () => setStatus(wasConnected ? 'reconnecting' : 'connecting'));
          opened.on(socketEvents.push, (push: PushMessage) => handlers.current.onPush(push));
        },
      );
    const cancelConnect = afterIdle(() => void connect());
    const offline = () => setStatus('reconnecting');
    window.addEventListener('offline', offline);
    return () => {
      closed = true;
      cancelConnect();
      window.removeEventListener('offline', offline);
      if (liveSocket === socket) liveSocket = null;
      socket?.close();
    };
  }, []);
  return status;
}
