import { describe, expect, it } from 'vitest';
import { registerRider } from '../../test/helpers/auth.ts';
import { booking, saveTrip } from '../../test/helpers/booking.ts';
import { databaseKinds } from '../../test/helpers/databases.ts';
import { builtSite, startSiteApp } from '../../test/helpers/site.ts';
import { insertAtBodyStart } from './first-ride.ts';

// Issue 38 point 11, decision 061: a rider with a ride in progress gets it in the first HTML.

/** A server bundle (run on the render thread) whose ride says what it was given. */
const BUNDLE = `
  export async function render({ url }) {
    return { kind: 'page', status: 200, title: 'Book', html: '<main><h1>' + url + '</h1></main>',
      head: '', state: {}, modules: [], render: 'app' };
  }
  export async function renderRide({ language, ride }) {
    return '<aside id="ff-ride-first">' + [language, ride.status, ride.otp, ride.driverName].join(' ') +
      '</aside>';
  }
`;

/** The same bundle from before the first paint's ride (no renderRide). */
const OLD_BUNDLE = BUNDLE.slice(0, BUNDLE.indexOf('export async function renderRide'));

const asPage = (headers: Record<string, string> = {}) => ({ accept: 'text/html', ...headers });

describe.each(databaseKinds)('the ride in the first HTML (%s)', (kind) => {
  it("starts a riding rider's page, in their language; revalidated, kept by no shared cache", async () => {
    const { app } = await startSiteApp({
      dist: builtSite({ serverBundle: BUNDLE }),
      database: kind,
      seeded: true,
    });
    const riding = await registerRider(app, '5195550181');
    const idle = await registerRider(app, '5195550182');
    const saved = await saveTrip(app, riding.cookie, booking());
    expect(saved.statusCode).toBe(200);
    const tripId = (saved.json() as { response: { trip_id: number } }).response.trip_id;

    const first = await app.inject({
      url: '/booknow',
      headers: asPage({ cookie: `${riding.cookie}; ff_language=es` }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/<body>\s*<aside id="ff-ride-first">es request {2}<\/aside>/);
    expect(first.body).toContain('<h1>/booknow</h1>');
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // unchanged: 304; a driver assigned: the new status and the OTP
    const again = await app.inject({
      url: '/booknow',
      headers: asPage({
        cookie: `${riding.cookie}; ff_language=es`,
        'if-none-match': String(first.headers.etag),
      }),
    });
    expect(again.statusCode).toBe(304);
    await app.db
      .updateTable('trips')
      .set({ trip_status: 'accept', otp: '4821' })
      .where('trip_id', '=', tripId)
      .execute();
    const accepted = await app.inject({
      url: '/booknow',
      headers: asPage({
        cookie: `${riding.cookie}; ff_language=es`,
        'if-none-match': String(first.headers.etag),
      }),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain('<aside id="ff-ride-first">es accept 4821');

    // nobody else's page carries a ride, and theirs stays the shared one
    for (const cookie of [idle.cookie, undefined]) {
      const other = await app.inject({
        url: '/booknow',
        headers: asPage(cookie ? { cookie } : {}),
      });
      expect(other.body).not.toContain('ff-ride-first');
      expect(other.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('the ride in the first HTML, when it cannot be', () => {
  it('sends the page without it from a server bundle that has no ride to render', async () => {
    const { app } = await startSiteApp({
      dist: builtSite({ serverBundle: OLD_BUNDLE }),
      seeded: true,
    });
    const riding = await registerRider(app, '5195550183');
    expect((await saveTrip(app, riding.cookie, booking())).statusCode).toBe(200);
    const res = await app.inject({ url: '/booknow', headers: asPage({ cookie: riding.cookie }) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>/booknow</h1>');
    expect(res.body).not.toContain('ff-ride-first');
  });

  it('goes first in the body, whatever its attributes', () => {
    expect(
      insertAtBodyStart('<html><body class="x"><div id="root"></div>', '<aside></aside>'),
    ).toBe('<html><body class="x"><aside></aside><div id="root"></div>');
  });
});
