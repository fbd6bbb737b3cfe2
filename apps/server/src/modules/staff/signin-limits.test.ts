import { describe, expect, it } from 'vitest';
import {
  FIRST_WAIT_MS,
  FREE_FAILURES,
  MAX_WAIT_MS,
  accountKeyOfEmail,
  accountKeyOfPasskey,
  secondsLeft,
  waitAfter,
} from './signin-limits.ts';

describe('staff sign-in back-off', () => {
  it('lets the first failures go, then doubles the wait up to its ceiling', () => {
    for (let n = 1; n < FREE_FAILURES; n++) expect(waitAfter(n)).toBe(0);
    expect(waitAfter(FREE_FAILURES)).toBe(FIRST_WAIT_MS);
    expect(waitAfter(FREE_FAILURES + 1)).toBe(2 * FIRST_WAIT_MS);
    expect(waitAfter(FREE_FAILURES + 2)).toBe(4 * FIRST_WAIT_MS);
    expect(waitAfter(FREE_FAILURES + 50)).toBe(MAX_WAIT_MS);
  });

  it('tells the whole seconds left of a wait', () => {
    const now = 1_000_000_000;
    expect(secondsLeft(undefined, now)).toBe(0);
    expect(secondsLeft(now - 1, now)).toBe(0);
    expect(secondsLeft(now + 1, now)).toBe(1);
    expect(secondsLeft(now + FIRST_WAIT_MS, now)).toBe(FIRST_WAIT_MS / 1000);
  });

  it('keys a password try by the e-mail as typed, and a passkey by its owner or its id', () => {
    expect(accountKeyOfEmail(' Support@FairFare.example ')).toBe('support@fairfare.example');
    expect(accountKeyOfPasskey('Support@fairfare.example', 'abc')).toBe('support@fairfare.example');
    expect(accountKeyOfPasskey(undefined, 'abc')).toBe('passkey:abc');
  });
});
