import { describe, expect, it } from 'vitest';
import { PAY_CLAIM_TTL_MS } from './claims.ts';
import {
  PAY_MOVES,
  payMayMove,
  payStateOf,
  TIP_MOVES,
  tipStateOf,
  type PayState,
  type TipState,
} from './lifecycle.ts';

// The trip's pay state and its tip's as a table (decision 064): from which states each move
// may start. Written out once more by hand: anything not listed is refused.
const PAY_ALLOWED: Record<keyof typeof PAY_MOVES, PayState[]> = {
  claim: ['unpaid'],
  keep: ['claimed'],
  release: ['claimed'],
  releaseAny: ['unpaid', 'claimed'],
  pay: ['unpaid', 'claimed'],
};
const TIP_ALLOWED: Record<keyof typeof TIP_MOVES, TipState[]> = {
  claim: ['untipped'],
  release: ['tip_claimed'],
  releaseAny: ['untipped', 'tip_claimed'],
  tipCharged: ['untipped', 'tip_claimed'],
  tipFromWallet: ['untipped'],
};
const PAY_STATES: PayState[] = ['unpaid', 'claimed', 'paid'];
const TIP_STATES: TipState[] = ['untipped', 'tip_claimed', 'tipped'];

describe("the trip's pay states", () => {
  it.each(Object.entries(PAY_MOVES))('%s starts only from the states listed', (name, move) => {
    const allowed = PAY_ALLOWED[name as keyof typeof PAY_MOVES];
    for (const state of PAY_STATES)
      expect(payMayMove(move, state), state).toBe(allowed.includes(state));
  });

  it.each(Object.entries(TIP_MOVES))(
    'the tip: %s starts only from the states listed',
    (name, move) => {
      const allowed = TIP_ALLOWED[name as keyof typeof TIP_MOVES];
      for (const state of TIP_STATES)
        expect(payMayMove(move, state), state).toBe(allowed.includes(state));
    },
  );

  it('leaves a paid trip and a tipped one as they are: no move starts from paid or tipped', () => {
    expect(Object.values(PAY_MOVES).filter((move) => payMayMove(move, 'paid'))).toEqual([]);
    expect(Object.values(TIP_MOVES).filter((move) => payMayMove(move, 'tipped'))).toEqual([]);
  });

  it('reads the state from the columns: a claim older than the TTL counts as none', () => {
    const now = 1_750_000_000_000;
    const unpaid = { trip_pay_status: 'Unpaid', pay_claimed_at: null };
    expect(payStateOf(unpaid, now)).toBe('unpaid');
    expect(payStateOf({ ...unpaid, pay_claimed_at: now - 1000 }, now)).toBe('claimed');
    expect(payStateOf({ ...unpaid, pay_claimed_at: now - PAY_CLAIM_TTL_MS - 1 }, now)).toBe(
      'unpaid',
    );
    expect(payStateOf({ trip_pay_status: 'Paid', pay_claimed_at: null }, now)).toBe('paid');
    const untipped = { tip_paid_at: null, tip_claimed_at: null };
    expect(tipStateOf(untipped, now)).toBe('untipped');
    expect(tipStateOf({ ...untipped, tip_claimed_at: now }, now)).toBe('tip_claimed');
    expect(tipStateOf({ tip_paid_at: now, tip_claimed_at: null }, now)).toBe('tipped');
  });
});
