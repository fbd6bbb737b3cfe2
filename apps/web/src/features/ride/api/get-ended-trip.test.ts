import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseTrip } from '../../../test/trips';
import { getEndedTrip } from './get-ended-trip';

const apiPost = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client', () => ({ apiPost }));

const listOf = (...trips: ReturnType<typeof baseTrip>[]) => ({
  trips,
  total: trips.length,
  offset: 0,
  limit: 20,
});
const fast = { recheckMs: 1, maxWaitMs: 5_000 };

afterEach(() => apiPost.mockReset());

describe('getEndedTrip', () => {
  it('finds the trip among the ended ones', async () => {
    const trip = baseTrip({ trip_id: 7, trip_status: 'completed' });
    apiPost.mockResolvedValueOnce(listOf(baseTrip({ trip_id: 6 }), trip));
    await expect(getEndedTrip(7, fast)).resolves.toEqual(trip);
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(apiPost.mock.calls[0]?.[1]).toMatchObject({
      statuses: expect.arrayContaining(['completed']),
    });
  });

  it('reads again while its saved card is being charged, until the charge is done', async () => {
    const charging = baseTrip({ trip_id: 7, trip_status: 'completed', trip_pay_pending: true });
    const paid = { ...charging, trip_pay_pending: false, trip_pay_status: 'Paid' };
    apiPost
      .mockResolvedValueOnce(listOf(charging))
      .mockResolvedValueOnce(listOf(charging))
      .mockResolvedValueOnce(listOf(paid));
    await expect(getEndedTrip(7, fast)).resolves.toEqual(paid);
    expect(apiPost).toHaveBeenCalledTimes(3);
  });

  it('gives up waiting after the longest wait and answers what it has', async () => {
    const charging = baseTrip({ trip_id: 7, trip_status: 'completed', trip_pay_pending: true });
    apiPost.mockResolvedValue(listOf(charging));
    await expect(getEndedTrip(7, { recheckMs: 1, maxWaitMs: 0 })).resolves.toEqual(charging);
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('answers null for a trip that is not among the latest ended ones', async () => {
    apiPost.mockResolvedValueOnce(listOf(baseTrip({ trip_id: 6 })));
    await expect(getEndedTrip(7, fast)).resolves.toBeNull();
  });
});
