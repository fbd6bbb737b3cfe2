import { useEffect, useState } from 'react';
import { socketEvents } from '@fairfare/contracts/socket';
import { openSocket, type AppSocket } from '../../shared/api/socket';
import type { LivePosition } from './model/livePosition';

/**
 * The driver's live position of a tracked trip: joins the trip's tracking room with `track_trip`
 * (on every (re)connect) and keeps the last `driver_position`. Errors are only logged.
 */
export function useLivePosition(token: string, tripId: number | undefined, live: boolean) {
  const [position, setPosition] = useState<LivePosition | null>(null);

  useEffect(() => {
    if (!live || tripId === undefined) return;
    let socket: AppSocket | null = null;
    let closed = false;
    openSocket().then(
      (opened) => {
        if (closed) {
          opened.close();
          return;
        }
        socket = opened;
        const watch = () =>
          opened.emit(socketEvents.track, { token }, (answer) => {
            if (!answer.ok) console.error('track_trip refused', answer.error);
          });
        opened.on('connect', watch);
        if (opened.connected) watch();
        opened.on(socketEvents.driverPosition, (p) => {
          if (p.trip_id === tripId) setPosition({ lat: p.lat, lng: p.lng, at: p.at });
        });
      },
      (err: unknown) => console.error('socket unavailable', err),
    );
    return () => {
      closed = true;
      socket?.close();
    };
  }, [token, tripId, live]);

  return position;
}
