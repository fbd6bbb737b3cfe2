import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverPush, PushNotice } from '@fairfare/contracts/socket';
import type { Trip } from '@fairfare/contracts/trips';
import type { PushBackend, PushRequest } from '../adapters/push/push.ts';
import type { RiderPushBuilder } from './rider-push.ts';
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
const message: DriverPush = { trip_status: 'declined', data: { trip_id: 9, tripRequestId: 3 } };

/** The rider's view of trip 9 as the database would give it, at a status. */
const tripView = (status: Trip['trip_status']) =>
  ({ trip_id: 9, trip_status: status }) as unknown as Trip;

/** Builds rider pushes without a database, each after `delayMs[status]` (default at once). */
function fakeRiderPush(delayMs: Partial<Record<string, number>> = {}): RiderPushBuilder {
  return async (notice) => {
    const wait = delayMs[notice.trip_status] ?? 0;
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    return {
      trip_status: notice.trip_status,
      data: { ...notice.data, trip: tripView('accept') },
    } as never;
  };
}

describe('SocketNotifier', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one push to many drivers as one emit to all their rooms (encoded once)', async () => {
    const { io, sent } = fakeIo();
    const notifier = new SocketNotifier(io, { riderPush: fakeRiderPush() });
    await notifier.toDrivers([3, 5, 8], message);
    await notifier.toDrivers([], message);
    expect(sent).toEqual([
      {
        rooms: ['driver:3', 'driver:5', 'driver:8'],
        event: 'fcm_push_noti',
        payload: message,
        volatile: false,
      },
    ]);
  });

  it("sends riders' pushes, with the trip, to their room and drivers' as they are to theirs", async () => {
    const { io, sent } = fakeIo();
    const notifier = new SocketNotifier(io, { riderPush: fakeRiderPush() });
    const notice: PushNotice = { trip_status: 'accept', data: { trip_id: 9 } };
    notifier.toRider(4, notice);
    await notifier.settled();
    await notifier.toDriver(3, message);
    expect(sent).toEqual([
      {
        rooms: ['user:4'],
        event: 'fcm_push_noti',
        payload: { trip_status: 'accept', data: { trip_id: 9, trip: tripView('accept') } },
        volatile: false,
      },
      { rooms: ['driver:3'], event: 'fcm_push_noti', payload: message, volatile: false },
    ]);
  });

  it("keeps a rider's pushes in order though the first takes longer to build", async () => {
    const { io, sent } = fakeIo();
    const notifier = new SocketNotifier(io, { riderPush: fakeRiderPush({ arrive: 30 }) });
    notifier.toRider(4, { trip_status: 'arrive', data: { trip_id: 9 } });
    notifier.toRider(4, { trip_status: 'begin', data: { trip_id: 9 } });
    await notifier.settled();
    expect(sent.map((s) => (s.payload as PushNotice).trip_status)).toEqual(['arrive', 'begin']);
  });

  it('logs a rider push that could not be built, sends nothing for it, and goes on', async () => {
    const { io, sent } = fakeIo();
    const warn = vi.fn();
    const failing: RiderPushBuilder = async (notice) => {
      if (notice.data.trip_id === 1) throw new Error('trip 1 vanished');
      return fakeRiderPush()(notice);
    };
    const notifier = new SocketNotifier(io, { riderPush: failing, log: { warn, debug: vi.fn() } });
    notifier.toRider(4, { trip_status: 'accept', data: { trip_id: 1 } });
    notifier.toRider(4, { trip_status: 'accept', data: { trip_id: 9 } });
    await notifier.settled();
    expect(warn).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
  });

  it("sends a driver's position to the rider and the tracking room, volatile, at most once a second per trip", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { io, sent } = fakeIo();
    const notifier = new SocketNotifier(io, { riderPush: fakeRiderPush() });
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
      riderPush: fakeRiderPush(),
      log: { warn, debug: vi.fn() },
      push: { backend, devices: async () => ({ android: ['a1'], ios: [] }) },
    });
    await notifier.toDriver(3, message);
    expect(requests).toEqual([
      { trip_id: 9, trip_status: 'declined', android: ['a1'], ios: [], to: 'driver', message },
    ]);
    fail = true;
    await expect(notifier.toDriver(3, message)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });
});
