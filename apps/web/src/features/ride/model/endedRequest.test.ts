import { describe, expect, it } from 'vitest';
import { ENDED_REQUEST_NOTICE_MS, shouldTellEndedRequest } from './endedRequest';

describe('telling a rider who comes back that their request ended', () => {
  const now = 1_800_000_000_000;
  const EXPIRED = { trip_id: 7, trip_status: 'expired' as const };

  it('tells a recent one not told yet', () => {
    expect(shouldTellEndedRequest({ ...EXPIRED, trip_date: now - 15 * 60_000 }, now, null)).toBe(
      true,
    );
    expect(shouldTellEndedRequest({ ...EXPIRED, trip_date: now - 15 * 60_000 }, now, 6)).toBe(true);
  });

  it('tells of a driver who cancelled before the pickup too, never of a ride that took place', () => {
    const recent = now - 60_000;
    expect(
      shouldTellEndedRequest(
        { ...EXPIRED, trip_status: 'p_cancel_pickup', trip_date: recent },
        now,
        null,
      ),
    ).toBe(true);
    for (const trip_status of ['completed', 'cancel', 'p_cancel_drop', 'request'] as const) {
      expect(
        shouldTellEndedRequest({ ...EXPIRED, trip_status, trip_date: recent }, now, null),
      ).toBe(false);
    }
  });

  it('tells it once, and not after the notice window', () => {
    expect(shouldTellEndedRequest({ ...EXPIRED, trip_date: now - 60_000 }, now, 7)).toBe(false);
    expect(
      shouldTellEndedRequest({ ...EXPIRED, trip_date: now - ENDED_REQUEST_NOTICE_MS }, now, null),
    ).toBe(false);
  });
});
