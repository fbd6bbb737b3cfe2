import { describe, expect, it } from 'vitest';
import { makeDriver, makeOffer } from '../test/fixtures';
import { orderOffers } from './offerOrder';

const offer = (id: number, amount: number, eta: number | null, rating: number) =>
  makeOffer({
    tripRequestId: id,
    offer_amt: amount,
    eta_min: eta,
    Driver: makeDriver({ d_rating: rating }),
  });

const a = offer(1, 14, 6, 4.2);
const b = offer(2, 12, 3, 4.9);
const c = offer(3, 12, null, 4.5);

const ids = (list: { tripRequestId: number }[]) => list.map((o) => o.tripRequestId);

describe('the order of the offers', () => {
  it('lists them as they came: a new offer goes at the end, whatever order the server sends', () => {
    expect(ids(orderOffers([c, a, b], 'received'))).toEqual([1, 2, 3]);
  });

  it('sorts by price, arrival (unknown last) and rating, ties in the order they came', () => {
    expect(ids(orderOffers([a, b, c], 'price'))).toEqual([2, 3, 1]);
    expect(ids(orderOffers([a, b, c], 'arrival'))).toEqual([2, 1, 3]);
    expect(ids(orderOffers([a, b, c], 'rating'))).toEqual([2, 3, 1]);
  });
});
