import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '@fairfare/contracts/ops-support';
import { i18n } from '../../../shared/i18n/i18n';
import { timelineText } from './timelineText';

// Events as the service sends them (apps/server/src/modules/support/timeline.ts): the English
// text, and the same as parts to say in the staff member's language.
const events: TimelineEvent[] = [
  {
    at: 1,
    kind: 'request',
    text: 'Ride requested for now from Western University to Airport (estimate 25.00 CAD)',
    say: [
      {
        key: 'requestNow',
        params: { from: 'Western University', to: 'Airport', estimate: 25, currency: 'CAD' },
      },
    ],
  },
  {
    at: 2,
    kind: 'status',
    text: 'Status changed from offer to expired by the system (no offer was taken in time) (reason: quiet night)',
    say: [
      {
        key: 'statusChanged',
        params: { fromStatus: 'offer', toStatus: 'expired', actor: 'system' },
      },
      { key: 'statusNote.expired' },
      { key: 'reason', params: { reason: 'quiet night' } },
    ],
  },
  {
    at: 3,
    kind: 'payment',
    text: 'stripe payment of 28.00 CAD for the ride (Visa •••• 4242) succeeded',
    say: [
      {
        key: 'payment',
        params: { payMode: 'stripe', amount: 28, currency: 'CAD', paymentKind: 'trip' },
      },
      { key: 'card', params: { brand: 'Visa', last4: '4242' } },
      { key: 'outcome.succeeded' },
    ],
  },
  {
    at: 4,
    kind: 'refund',
    text: 'Refund of 5.00 CAD succeeded — Driver took a detour',
    say: [
      { key: 'refund', params: { amount: 5, currency: 'CAD' } },
      { key: 'outcome.succeeded' },
      { key: 'dashReason', params: { reason: 'Driver took a detour' } },
    ],
  },
  {
    at: 5,
    kind: 'counter',
    text: "Rider countered Dana's offer with 28.00 CAD",
    say: [{ key: 'countered', params: { driver: 'Dana', amount: 28, currency: 'CAD' } }],
  },
];

describe('a trip timeline in the staff member’s language (decision 065)', () => {
  it('says in English exactly what the service wrote', () => {
    const t = i18n.getFixedT('en', 'ops');
    expect(events.map((event) => timelineText(event, t, 'en'))).toEqual(events.map((e) => e.text));
  });

  it('says it in Spanish and French, statuses, ways to pay and amounts included', () => {
    const es = i18n.getFixedT('es', 'ops');
    expect(timelineText(events[1]!, es)).toBe(
      'Estado cambiado de con ofertas a caducado por el sistema (no se aceptó ninguna oferta a tiempo) (motivo: quiet night)',
    );
    expect(timelineText(events[2]!, es, 'es')).toBe(
      'Pago de 28,00 CAD (tarjeta) por el viaje (Visa •••• 4242) realizado',
    );
    const fr = i18n.getFixedT('fr', 'ops');
    expect(timelineText(events[4]!, fr, 'fr')).toBe(
      'Le passager a répondu à l’offre de Dana par 28,00 CAD',
    );
  });

  it('keeps the service’s text for an event without parts, or with a part it does not know', () => {
    const es = i18n.getFixedT('es', 'ops');
    expect(timelineText({ at: 1, kind: 'staff', text: 'Something new' }, es)).toBe('Something new');
    expect(
      timelineText({ at: 1, kind: 'staff', text: 'Something new', say: [{ key: 'unknown' }] }, es),
    ).toBe('Something new');
  });
});
