import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '@fairfare/contracts/socket';
import type { PushBackend, PushRequest } from '../adapters/push/push.ts';
import { SocketNotifier } from './socket-notifier.ts';
import type { RealtimeServer } from './socket-server.ts';

/** Records what the notifier asks Socket.IO to send, and how (volatile or not). */
function fakeIo() {
  const sent: Array<{ rooms: string[]; event: string; payload: unknown; volatile: boolean }> = [];
  const emitter = (rooms: string[], volatile: boolean) => ({
    emit: (event: string, payload: unknown) => {
      sent.push({ rooms, event, payload, volatile });
      return true;
    },
  });
  const io = {
    to(target: string | string[]) {
      const rooms = Array.isArray(target) ? target : [target];
      return { ...emitter(rooms, false), volatile: emitter(rooms, true) };
    },
  };
  return { io: io as unknown as RealtimeServer, sent };
}

const trip = { trip_id: 9, user_id: 4, track_token: 'tok' };
const message: PushMessage = { trip_status: 'offer', data: { trip_id: 9 } };

describe('SocketNotifier', () => {
  afterEach(() => vi.useRealTimers());

  it("sends riders' pushes to their room and drivers' to theirs", async () => {
    const { io, sent } = fakeIo();
    const notifier = new SocketNotifier(io);
    notifier.toRider(4, message);
    await notifier.toDriver(3, message);
    expect(sent).toEqual([
      { rooms: ['user:4'], event: 'fcm_push_noti', payload: message, volatile: false },
      { rooms: ['driver:3'], event: 'fcm_push_noti', payload: message, volatile: false },
    ]);
  });

  it("sends a driver's position to the rider and the tracking room, volatile, at most once a second per trip", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { io, sent } = fakeIo();
    const notifier = new SocketNotifier(io);
    notifier.driverPosition(trip, 1, 1);
    notifier.driverPosition(trip, 2, 2);
    notifier.driverPosition(trip, 3, 3);
    notifier.driverPosition({ ...trip, trip_id: 10, track_token: 't2' }, 7, 7); // another trip
    expect(sent.map((s) => [s.rooms, (s.payload as { lat: number }).lat, s.volatile])).toEqual([
      [['user:4', 'track:tok'], 1, true],
      [['user:4', 'track:t2'], 7, true],
    ]);
    vi.advanceTimersByTime(999);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    // The newest position of the interval, once it ends.
    expect(sent).toHaveLength(3);
    expect(sent[2]!.payload).toMatchObject({ trip_id: 9, lat: 3, lng: 3 });
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(3);
    notifier.driverPosition(trip, 4, 4); // a quiet interval has passed: sent at once
    expect(sent).toHaveLength(4);
    notifier.close();
  });

  it('asks the push backend instead of the room when one is configured, and only logs its failures', async () => {
    const { io, sent } = fakeIo();
    const requests: PushRequest[] = [];
    let fail = false;
    const backend: PushBackend = {
      async send(request) {
        if (fail) throw new Error('backend down');
        requests.push(request);
      },
    };
    const warn = vi.fn();
    const notifier = new SocketNotifier(io, {
      log: { warn, debug: vi.fn() },
      push: { backend, devices: async () => ({ android: ['a1'], ios: [] }) },
    });
    await notifier.toDriver(3, message);
    expect(requests).toEqual([
      { trip_id: 9, trip_status: 'offer', android: ['a1'], ios: [], to: 'driver', message },
    ]);
    fail = true;
    await expect(notifier.toDriver(3, message)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });
});
