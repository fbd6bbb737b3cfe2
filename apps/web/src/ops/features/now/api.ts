import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  cityNowOpsPath,
  OPS_SOCKET_NAMESPACE,
  opsSocketEvents,
  type CityNow,
} from '@fairfare/contracts/city-now';
import { endpoints } from '@fairfare/contracts/api';
import type { GeofenceMap } from '@fairfare/contracts/cities';
import { apiPost } from '../../../shared/api/client';
import { socketOptions } from '../../../shared/api/socket';
import { config } from '../../../shared/config';
import { staffSessionQuery } from '../../shared/session';

const nowKey = (cityId: number) => ['ops', 'now', cityId] as const;

/** The city's live view over HTTP: the first paint, and what shows while the socket is away. */
export function cityNowQuery(cityId: number) {
  return queryOptions({
    queryKey: nowKey(cityId),
    queryFn: ({ signal }) => apiPost<CityNow>(cityNowOpsPath, { city_id: cityId }, signal),
    staleTime: Infinity, // kept fresh by the pushes
  });
}

/**
 * Every served city's geofence, as the site asks for it (`commonapi/getgeofences`, public): the
 * live map outlines the city's service area. Asked once; the rules screen changes it rarely.
 */
export const geofencesQuery = queryOptions({
  queryKey: ['ops', 'geofences'],
  queryFn: ({ signal }) => apiPost<GeofenceMap>(endpoints.common.geofences, {}, signal),
  staleTime: 5 * 60_000,
});

/**
 * Opens the back office's own Socket.IO namespace (`/ops`, decision 039), which admits only a
 * staff session (the `ff_ops` cookie at the handshake). socket.io-client loads on first use.
 */
async function openOpsSocket(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io(`${config.apiBaseUrl}${OPS_SOCKET_NAMESPACE}`, socketOptions());
}

type WatchAnswer = { ok: true; now: CityNow } | { ok: false; error: string };

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * The city's live view: its snapshot, replaced by every one the `/ops` namespace pushes. The
 * socket watches the city again after each reconnection (rooms do not survive one).
 */
export function useCityNow(cityId: number | null) {
  const queryClient = useQueryClient();
  const snapshot = useQuery({ ...cityNowQuery(cityId ?? 0), enabled: cityId !== null });
  // The state of the socket of one city: another city's socket is still connecting.
  const [state, setState] = useState<{ cityId: number | null; live: LiveState }>({
    cityId: null,
    live: 'connecting',
  });
  const live = state.cityId === cityId ? state.live : 'connecting';

  useEffect(() => {
    if (cityId === null) return;
    let socket: Socket | undefined;
    let closed = false;
    const setLive = (next: LiveState) => setState({ cityId, live: next });
    const keep = (now: CityNow) => queryClient.setQueryData(nowKey(now.city_id), now);
    const watch = (open: Socket) => {
      open
        .timeout(10_000)
        .emitWithAck(opsSocketEvents.watchCity, { city_id: cityId })
        .then((answer: WatchAnswer) => {
          if (closed) return;
          if (answer.ok) {
            keep(answer.now);
            setLive('live');
          } else setLive('offline');
        })
        .catch(() => !closed && setLive('offline'));
    };
    void openOpsSocket().then((open) => {
      if (closed) return void open.disconnect();
      socket = open;
      open.on('connect', () => watch(open));
      open.on('disconnect', (reason: string) => {
        setLive('offline');
        // The service ends a staff socket whose session ended: ask who is signed in, so that
        // the back office goes back to its sign-in if nobody is any more.
        if (reason === 'io server disconnect') {
          void queryClient.invalidateQueries({ queryKey: staffSessionQuery.queryKey });
        }
      });
      open.on('connect_error', () => setLive('offline'));
      open.on(opsSocketEvents.cityNow, (now: CityNow) => {
        if (now.city_id === cityId) keep(now);
      });
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [cityId, queryClient]);

  return { snapshot, live };
}
