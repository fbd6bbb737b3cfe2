import { describe, expect, it } from 'vitest';
import type { DriverPush } from '@fairfare/contracts/socket';
import { driverNotification, driverNotifies } from './notifications.ts';
import { PUSH_TEXTS, pushMoney, type PushTextKey } from './texts.ts';

const cancel = (by: 'rider' | 'staff', share: number): DriverPush => ({
  trip_status: 'cancel',
  data: {
    trip_id: 7,
    cancelled_by: by,
    trip_reason: null,
    cancel_fee: share * 2,
    driver_share: share,
    trip_currency: 'CAD',
  },
});

describe("the notifications' texts", () => {
  it.each(['es', 'fr'] as const)('are all translated in %s', (language) => {
    const untranslated = (Object.keys(PUSH_TEXTS.en) as PushTextKey[]).filter(
      (key) =>
        PUSH_TEXTS[language][key] === PUSH_TEXTS.en[key] &&
        /\p{L}/u.test(PUSH_TEXTS.en[key].replace(/\{\w+\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });

  it('write amounts the way the apps do', () => {
    expect(pushMoney('en', 12, 'CAD')).toBe('CA$12.00');
    expect(pushMoney('fr', 12, 'CAD')).toMatch(/^12,00\s\$CA$/);
  });
});

describe("a driver's notification", () => {
  it("says the driver's share of a rider's cancellation fee, or only that it was cancelled", () => {
    expect(driverNotification(cancel('rider', 2.5), 'en')?.body).toBe(
      'The rider cancelled the ride. Your share of the fee: CA$2.50.',
    );
    expect(driverNotification(cancel('rider', 0), 'en')?.body).toBe(
      'The rider cancelled the ride.',
    );
    expect(driverNotification(cancel('staff', 0), 'es')?.body).toBe('Soporte canceló el viaje.');
  });

  it('is none for the pushes that can wait for the app', () => {
    const quiet: DriverPush[] = [
      { trip_status: 'declined', data: { trip_id: 1, tripRequestId: 2 } },
      { trip_status: 'expired', data: { trip_id: 1, what: 'offer', tripRequestId: 2 } },
      {
        trip_status: 'reject_offer',
        data: { trip_id: 1, tripRequestId: 2, reason: 'another_driver' },
      },
      {
        trip_status: 'tip',
        data: { trip_id: 1, tip_amount: 2, tip_percent: null, currency: 'CAD' },
      },
    ];
    expect(quiet.map((p) => driverNotification(p, 'en'))).toEqual([null, null, null, null]);
    // the outbox's cheap look agrees (a request to a thousand drivers writes no text to decide)
    expect(quiet.some(driverNotifies)).toBe(false);
    expect(driverNotifies(cancel('rider', 0))).toBe(true);
  });
});
