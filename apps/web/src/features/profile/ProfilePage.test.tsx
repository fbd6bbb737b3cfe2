import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Trip, TripStatus } from '@fairfare/contracts/trips';
import type { User } from '@fairfare/contracts/users';
import { ToastContainer } from 'react-toastify';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';
import { logInAsRiderForEachTest, makeUser } from '../../test/account';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderRoutes } from '../../test/renderWithProviders';
import { stubBrowserTimeZone } from '../../test/timeZone';
import { baseTrip, cancelQuote } from '../../test/trips';
import { PROFILE_ROUTE } from './test/profileRoute';

/** My Account, a home page to leave for, and the toasts (the header is tested in app/). */
const routes = [
  PROFILE_ROUTE,
  {
    path: '/',
    element: (
      <>
        <h1>Home page</h1>
        <ToastContainer />
      </>
    ),
  },
];

const USER = makeUser({ email: 'ada@example.com', u_wallet: 12.5 });

const STATUSES: TripStatus[] = [
  'completed',
  'cancel',
  'p_cancel_pickup',
  'p_cancel_drop',
  'expired',
  'assigned',
  'accept',
  'arrive',
  'begin',
  'request',
];

/** Trip n of the history: each status in turn, one day older per n, every other one Paid. */
function makeTrip(n: number, overrides: Partial<Trip> = {}): Trip {
  return baseTrip({
    trip_id: n,
    id: n,
    trip_status: STATUSES[(n - 1) % STATUSES.length]!,
    trip_date: Date.UTC(2024, 4, 30, 12) - n * 86_400_000,
    trip_from_loc: `Pickup ${n}`,
    trip_to_loc: `Drop ${n}`,
    trip_pay_status: n % 2 === 0 ? 'Paid' : '',
    trip_pay_mode: 'Cash',
    trip_pay_amount: 10 + n,
    user_offer_amt: 10 + n,
    track_token: `token-${n}`,
    ...overrides,
  });
}

/** The service with `total` trips, newest first (trip 1 is the newest). */
function stubAccount({
  total: count = 0,
  user = USER,
  trips = Array.from({ length: count }, (_, i) => makeTrip(i + 1)),
  more = {},
}: {
  total?: number;
  user?: User;
  trips?: Trip[];
  more?: Parameters<typeof stubApiCalls>[0];
} = {}) {
  const total = trips.length;
  let current = user;
  return stubApiCalls({
    '/userapi/getusers': () => ok(current),
    '/userapi/updateuserprofile': (body) => {
      current = {
        ...current,
        ...body,
        email: body.email === '' ? null : String(body.email),
      } as User;
      return ok(current, 'Your profile has been updated.');
    },
    '/userapi/logout': () => ok({ logged_out: true }, 'You have been logged out.'),
    '/tripapi/gettrips': (body) => {
      const offset = Number(body.offset);
      const limit = Number(body.limit);
      return ok({ trips: trips.slice(offset, offset + limit), total, offset, limit });
    },
    '/savedplaceapi/getsavedplaces': () => ok({ places: [], recent: [] }),
    '/safetyapi/gettrustedcontacts': () => ok({ contacts: [] }),
    ...more,
  });
}

async function openProfile() {
  const rendered = renderRoutes(routes, { path: '/profile' });
  await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 3000 });
  await screen.findByRole('form', { name: 'Edit profile' });
  return rendered;
}

const HOUR = 3_600_000;

logInAsRiderForEachTest();

describe('ProfilePage (My Account)', () => {
  it("shows the rider's details, wallet balance and the saved cards link", async () => {
    stubAccount();
    await openProfile();
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    expect(details.getByText('Ada Rider')).toBeDefined();
    expect(details.getByText('ada@example.com')).toBeDefined();
    // the phone formatter loads on first use
    expect(await details.findByText('+1 519 555 0100')).toBeDefined();
    const wallet = within(screen.getByRole('region', { name: 'Wallet' }));
    expect(wallet.getByText('CA$12.50')).toBeDefined();
    expect(wallet.getByRole('link', { name: 'Saved cards' }).getAttribute('href')).toBe(
      '/Checkout',
    );
  });

  it('formats the wallet in the interface language', async () => {
    stubAccount();
    await changeLanguage('fr');
    renderRoutes(routes, { path: '/profile' });
    await screen.findByRole('heading', { level: 1, name: 'Mon compte' }, { timeout: 3000 });
    const wallet = within(await screen.findByRole('region', { name: 'Portefeuille' }));
    const amount = new Intl.NumberFormat('fr', { style: 'currency', currency: 'CAD' }).format(12.5);
    expect(amount).toMatch(/^12,50/);
    // (Testing Library turns the no-break space of the French format into a plain one)
    expect(wallet.getByText(amount.replace(/\s/g, ' '))).toBeDefined();
  });

  it('refuses an empty first name and a bad e-mail, and sends nothing', async () => {
    const api = stubAccount();
    const user = userEvent.setup();
    await openProfile();
    const form = within(screen.getByRole('form', { name: 'Edit profile' }));
    await user.clear(form.getByLabelText('First name'));
    await user.clear(form.getByLabelText('E-mail (optional)'));
    await user.type(form.getByLabelText('E-mail (optional)'), 'ada@');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    const nameError = await form.findByText('Please enter your first name.');
    const emailError = form.getByText('Please enter a valid e-mail address.');
    expect(form.getByLabelText('First name').getAttribute('aria-describedby')).toContain(
      nameError.id,
    );
    expect(form.getByLabelText('E-mail (optional)').getAttribute('aria-describedby')).toContain(
      emailError.id,
    );
    expect(document.activeElement).toBe(form.getByLabelText('First name'));
    expect(api.callsTo('/userapi/updateuserprofile')).toHaveLength(0);
  });

  it('saves the profile, says so and shows the new details', async () => {
    const api = stubAccount();
    const user = userEvent.setup();
    await openProfile();
    const form = within(screen.getByRole('form', { name: 'Edit profile' }));
    await user.clear(form.getByLabelText('First name'));
    await user.type(form.getByLabelText('First name'), 'Augusta');
    await user.clear(form.getByLabelText('E-mail (optional)'));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeDefined();
    expect(api.callsTo('/userapi/updateuserprofile')[0]?.body).toEqual({
      first_name: 'Augusta',
      last_name: 'Rider',
      email: '',
      language: 'en',
    });
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    expect(details.getByText('Augusta Rider')).toBeDefined();
    expect(details.getByText('Not given')).toBeDefined();
  });

  it('shows a server error translated in an alert', async () => {
    stubApiCalls({
      '/userapi/getusers': () => ok(USER),
      '/tripapi/gettrips': () => ok({ trips: [], total: 0, offset: 0, limit: 10 }),
      '/savedplaceapi/getsavedplaces': () => ok({ places: [], recent: [] }),
      '/userapi/updateuserprofile': () => failed(429, 'error.tooManyRequests'),
      '/safetyapi/gettrustedcontacts': () => ok({ contacts: [] }),
    });
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('switches the whole interface when the preferred language is saved', async () => {
    const api = stubAccount();
    const user = userEvent.setup();
    await openProfile();
    const form = within(screen.getByRole('form', { name: 'Edit profile' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Preferred language' }), 'fr');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { level: 1, name: 'Mon compte' });
    expect(api.callsTo('/userapi/updateuserprofile')[0]?.body).toMatchObject({ language: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Historique des courses' })).toBeDefined();
    expect(await screen.findByText('Votre profil a été mis à jour.')).toBeDefined();
    expect(sessionStorage.getItem('language')).toBe('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(
      (screen.getByRole('combobox', { name: 'Langue préférée' }) as HTMLSelectElement).value,
    ).toBe('fr');
  });

  it('lists the trips with their labels, amount and pay status, 10 per page', async () => {
    const api = stubAccount({ total: 23 });
    const user = userEvent.setup();
    await openProfile();
    const history = within(screen.getByRole('region', { name: 'Trip history' }));
    const list = await history.findByRole('list', { name: 'Trip history' });
    let items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(api.callsTo('/tripapi/gettrips')).toContainEqual(
      expect.objectContaining({
        body: {
          is_request: '0',
          offset: 0,
          limit: 10,
          statuses: [
            'completed',
            'cancel',
            'p_cancel_pickup',
            'p_cancel_drop',
            'expired',
            'paid_cancel',
          ],
        },
      }),
    );

    const first = within(items[0]!);
    expect(first.getByText('Pickup 1')).toBeDefined();
    expect(first.getByText('Drop 1')).toBeDefined();
    expect(first.getByText('Completed')).toBeDefined();
    expect(first.getByText('CA$11.00')).toBeDefined();
    expect(first.getByText('Unpaid')).toBeDefined(); // empty pay status
    expect(within(items[1]!).getByText('Paid')).toBeDefined();
    const labels = items.map((item) => item.querySelector('.trip-status')?.textContent);
    expect(labels).toEqual([
      'Completed',
      'Cancelled',
      'Partner Cancel at Pickup Location',
      'Partner Cancel at Drop Location',
      'Expired',
      'Partner Assigned',
      'Partner Accepted',
      'Partner Arrived',
      'Begin',
      'Request',
    ]);
    const time = items[0]!.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(new Date(makeTrip(1).trip_date).toISOString());

    const pages = within(history.getByRole('navigation', { name: 'Trip history pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeDefined();
    expect(pages.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(pages.getByRole('button', { name: 'Next' }));
    await pages.findByText('Page 2 of 3');
    await waitFor(() => expect(history.getByText('Pickup 11')).toBeDefined());
    expect(api.callsTo('/tripapi/gettrips').at(-1)?.body).toMatchObject({ offset: 10, limit: 10 });

    await user.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(history.getByText('Pickup 21')).toBeDefined());
    items = within(history.getByRole('list', { name: 'Trip history' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(pages.getByText('Page 3 of 3')).toBeDefined();
    expect(pages.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(history.getByRole('heading', { name: 'Trip history' }));

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(history.getByText('Pickup 11')).toBeDefined());
  });

  it.each([
    [
      'es',
      'Historial de viajes',
      ['Completado', 'Cancelado', 'Conductor canceló en el punto de recogida'],
      'Sin pagar',
    ],
    [
      'fr',
      'Historique des courses',
      ['Terminée', 'Annulée', 'Annulée par le chauffeur au point de prise en charge'],
      'Non payée',
    ],
  ] as const)('labels the trips in %s', async (language, title, labels, unpaid) => {
    stubAccount({ total: 3 });
    await changeLanguage(language);
    renderRoutes(routes, { path: '/profile' });
    const history = within(await screen.findByRole('region', { name: title }, { timeout: 3000 }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.trip-status')?.textContent)).toEqual(labels);
    expect(within(items[0]!).getByText(unpaid)).toBeDefined();
    expect(history.queryByRole('navigation')).toBeNull(); // one page only
  });

  it.each([
    ['en', 'Trip history', 'Upcoming rides', 'May 29, 2024, 7:00 AM', 'May 28, 2024, 7:00 AM'],
    ['es', 'Historial de viajes', 'Próximos viajes', '29 may 2024, 7:00', '28 may 2024, 7:00'],
  ] as const)(
    "shows the trips' dates in the city's time, not the browser's (%s)",
    async (language, historyName, upcomingName, tripDate, pickupTime) => {
      // the city is 5 hours behind UTC; the browser is in Tokyo, 9 hours ahead
      stubBrowserTimeZone('Asia/Tokyo');
      stubAccount({
        trips: [makeTrip(1), makeTrip(2, { is_ride_later: 1, trip_status: 'request' })],
        more: {
          '/constantapi/getconstants': () =>
            ok([{ constant_id: 51, constant_key: 'tz_offset', constant_value: '-5' }]),
        },
      });
      await changeLanguage(language);
      renderRoutes(routes, { path: '/profile' });

      // trip 1 is at 12:00 UTC: 07:00 in the city, 21:00 in Tokyo
      const history = within(await screen.findByRole('region', { name: historyName }));
      const first = within((await history.findAllByRole('listitem'))[0]!);
      expect(first.getByText(tripDate).tagName).toBe('TIME');
      const upcoming = within(await screen.findByRole('region', { name: upcomingName }));
      expect(upcoming.getByText(pickupTime).getAttribute('dateTime')).toBe(
        new Date(makeTrip(2).trip_date).toISOString(),
      );
      expect(screen.queryByText(/9:00 PM|21:00/)).toBeNull();
    },
  );

  it('links the receipt of each paid trip, and of no other', async () => {
    stubAccount({ total: 3 });
    await openProfile();
    const history = within(screen.getByRole('region', { name: 'Trip history' }));
    const items = await history.findAllByRole('listitem');
    // trip 2 is Paid; trips 1 and 3 are not
    expect(within(items[0]!).queryByRole('link', { name: 'Receipt' })).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      '/profile/receipt/2',
    );
    expect(within(items[2]!).queryByRole('link', { name: 'Receipt' })).toBeNull();
  });

  it("rates a completed trip's driver from the history when the popup was missed, once", async () => {
    const user = userEvent.setup();
    const trips = [
      // within the after-ride window (72 hours)
      makeTrip(1, {
        trip_status: 'completed',
        trip_pay_status: 'Paid',
        trip_date: Date.now() - HOUR,
      }),
      makeTrip(2, { trip_status: 'completed', trip_rating: 5, trip_feedback: 'Great' }),
      makeTrip(3, { trip_status: 'cancel' }),
    ];
    const api = stubAccount({
      trips,
      more: {
        // the service keeps the rating: the refreshed history shows it
        '/tripapi/updatetrip': (body) => {
          trips[0] = {
            ...trips[0]!,
            trip_rating: Number(body.trip_rating),
            trip_feedback: String(body.trip_feedback),
          };
          return ok(trips[0]);
        },
      },
    });
    await openProfile();
    const history = within(screen.getByRole('region', { name: 'Trip history' }));
    const items = await history.findAllByRole('listitem');
    const [unrated, rated, cancelled] = items.map((item) => within(item));
    expect(rated!.queryByRole('button', { name: 'Rate your driver' })).toBeNull();
    expect(rated!.getByRole('img', { name: 'Rated 5 out of 5' })).toBeDefined();
    expect(cancelled!.queryByRole('button', { name: 'Rate your driver' })).toBeNull();
    const rate = unrated!.getByRole('button', { name: 'Rate your driver' });
    const route = items[0]!.querySelector('.trip-item__route')!;
    expect(rate.getAttribute('aria-describedby')).toBe(route.id);
    expect(unrated!.getByRole('link', { name: 'Receipt' })).toBeDefined();

    // Escape closes the popup without rating; the focus goes back to the button
    await user.click(rate);
    expect(screen.getByRole('dialog', { name: 'Rate your driver' })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(rate);

    await user.click(rate);
    const dialog = within(screen.getByRole('dialog', { name: 'Rate your driver' }));
    expect(dialog.getByText('Pickup 1')).toBeDefined();
    // the after-ride popups' form: stars, feedback, Submit Feedback
    const stars = dialog.getByRole('radiogroup', { name: 'Rate your driver' });
    await user.click(within(stars).getByRole('radio', { name: '4.5 stars' }));
    await user.type(dialog.getByLabelText('Feedback'), 'Kind and careful');
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback' }));

    expect(await dialog.findByText('Thank You For Your Valuable Feedback')).toBeDefined();
    expect(dialog.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeDefined();
    expect(api.callsTo('/tripapi/updatetrip').map((call) => call.body)).toEqual([
      { action: 'rate', trip_id: 1, trip_rating: 4.5, trip_feedback: 'Kind and careful' },
    ]);
    await waitFor(() =>
      expect(unrated!.queryByRole('button', { name: 'Rate your driver' })).toBeNull(),
    );
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unrated!.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeDefined();
    // the button is gone: the trip's route takes the focus
    expect(document.activeElement).toBe(route);
  });

  it('offers "Add a tip" and "Rate your driver" within 72 hours of a ride, until each is done', async () => {
    const user = userEvent.setup();
    const paidByCard = {
      trip_status: 'completed',
      trip_pay_status: 'Paid',
      trip_pay_mode: 'stripe',
    } as const;
    const trips = [
      makeTrip(1, { ...paidByCard, trip_date: Date.now() - HOUR }),
      // too late for either
      makeTrip(2, { ...paidByCard, trip_date: Date.now() - 73 * HOUR }),
      // tipped already; paid in cash (tipped by hand)
      makeTrip(3, { ...paidByCard, trip_date: Date.now() - HOUR, tip_amount: 2 }),
      makeTrip(4, { ...paidByCard, trip_date: Date.now() - HOUR, trip_pay_mode: 'cash' }),
    ];
    const options = {
      trip_id: 1,
      currency: 'CAD',
      fare: 11,
      max_amount: 5.5,
      percents: [{ percent: 10, amount: 1.1 }],
      pay_mode: 'Card',
      card: 'Visa •••• 4242',
      note: null,
      tip: null as null | { amount: number; percent: number | null; paid_at: number },
      refused: null as string | null,
    };
    const api = stubAccount({
      trips,
      more: {
        '/tripapi/gettipoptions': () => ok(options),
        '/tripapi/addtip': () => {
          trips[0] = { ...trips[0]!, tip_amount: 1.1 };
          options.tip = { amount: 1.1, percent: 10, paid_at: Date.now() };
          options.refused = 'tip.alreadyTipped';
          return ok(options, 'Thank you! Your driver has been told about your tip.');
        },
      },
    });
    await openProfile();
    const history = within(screen.getByRole('region', { name: 'Trip history' }));
    const [fresh, late, tipped, cash] = (await history.findAllByRole('listitem')).map((item) =>
      within(item),
    );
    expect(late!.queryByRole('button', { name: 'Add a tip' })).toBeNull();
    expect(late!.queryByRole('button', { name: 'Rate your driver' })).toBeNull();
    expect(tipped!.queryByRole('button', { name: 'Add a tip' })).toBeNull();
    expect(tipped!.getByRole('button', { name: 'Rate your driver' })).toBeDefined();
    expect(cash!.queryByRole('button', { name: 'Add a tip' })).toBeNull();
    expect(fresh!.getByRole('button', { name: 'Rate your driver' })).toBeDefined();

    await user.click(fresh!.getByRole('button', { name: 'Add a tip' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a tip' }));
    expect(dialog.getByText('Pickup 1')).toBeDefined();
    await user.click(await dialog.findByRole('radio', { name: '10 % (CA$1.10)' }));
    expect(dialog.getByText('Charged to Visa •••• 4242.')).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Add tip' }));
    expect(await dialog.findByText('Your tip: CA$1.10')).toBeDefined();
    expect(api.callsTo('/tripapi/addtip').map((call) => call.body)).toEqual([
      { trip_id: 1, percent: 10 },
    ]);
    // the history is read again: the trip has its tip, the button goes
    await waitFor(() => expect(fresh!.queryByRole('button', { name: 'Add a tip' })).toBeNull());
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists upcoming rides for later apart: Change until a driver takes it, Cancel Ride until one is on the way', async () => {
    const api = stubAccount({
      trips: [
        makeTrip(1, { is_ride_later: 1, trip_status: 'request' }),
        makeTrip(2, { is_ride_later: 1, trip_status: 'accept' }),
        makeTrip(3, { is_ride_later: 0, trip_status: 'request' }),
        makeTrip(4, { is_ride_later: 1, trip_status: 'assigned' }),
      ],
    });
    await openProfile();
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming rides' }));
    const items = upcoming.getAllByRole('listitem');
    // soonest first: trip 4 is the earliest (makeTrip counts days back)
    expect(items.map((item) => within(item).getByText(/^Pickup \d/).textContent)).toEqual([
      'Pickup 4',
      'Pickup 2',
      'Pickup 1',
    ]);
    const [assigned, accepted, requested] = items.map((item) => within(item));
    expect(requested!.getByRole('link', { name: 'Change ride' }).getAttribute('href')).toBe(
      '/booknow?edit=1',
    );
    expect(requested!.getByRole('button', { name: 'Cancel Ride' })).toBeDefined();
    expect(assigned!.queryByRole('link', { name: 'Change ride' })).toBeNull();
    expect(assigned!.getByRole('button', { name: 'Cancel Ride' })).toBeDefined();
    expect(accepted!.queryByRole('button', { name: 'Cancel Ride' })).toBeNull();
    expect(
      api.callsTo('/tripapi/gettrips').some((call) => {
        const statuses = (call.body as { statuses?: string[] }).statuses ?? [];
        return statuses.includes('request') && !statuses.includes('completed');
      }),
    ).toBe(true);
  });

  it('cancels a ride for later from My Account after saying it is free', async () => {
    const user = userEvent.setup();
    const trip = makeTrip(1, { is_ride_later: 1, trip_status: 'request' });
    const api = stubAccount({
      trips: [trip],
      more: {
        '/tripapi/cancelquote': () => ok(cancelQuote({ trip_id: 1 })),
        '/tripapi/updatetrip': () => ok({ ...trip, trip_status: 'cancel', is_cancelled: 1 }),
      },
    });
    await openProfile();
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming rides' }));
    await user.click(upcoming.getByRole('button', { name: 'Cancel Ride' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Ride' });
    expect(await within(dialog).findByText('Cancelling this ride is free.')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'My plans have changed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/tripapi/updatetrip')[0]?.body).toMatchObject({
      action: 'cancel',
      trip_id: 1,
      trip_reason: 'My plans have changed',
    });
  });

  it('shows "No trips yet" with a Book Now link when there is no trip', async () => {
    stubAccount({ total: 0 });
    await openProfile();
    const history = within(screen.getByRole('region', { name: 'Trip history' }));
    expect(await history.findByText('No trips yet')).toBeDefined();
    expect(history.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/booknow');
  });

  it('keeps trusted contacts: adds one checked like every phone, edits and removes it', async () => {
    const user = userEvent.setup();
    let contacts: Array<{ contact_id: number; name: string; phone_code: string; phone: string }> =
      [];
    const api = stubAccount({
      more: {
        '/safetyapi/gettrustedcontacts': () => ok({ contacts }),
        '/safetyapi/savetrustedcontact': (body) => {
          const saved = {
            contact_id: Number(body.contact_id ?? 31),
            name: String(body.name),
            phone_code: String(body.phone_code),
            phone: String(body.phone),
          };
          contacts = [...contacts.filter((c) => c.contact_id !== saved.contact_id), saved];
          return ok(saved);
        },
        '/safetyapi/deletetrustedcontact': () => {
          contacts = [];
          return ok({ deleted: true });
        },
      },
    });
    await openProfile();
    const section = within(await screen.findByRole('region', { name: 'Trusted contacts' }));
    expect(await section.findByText('You have no trusted contacts yet.')).toBeDefined();
    await user.click(section.getByRole('button', { name: 'Add a trusted contact' }));
    const form = within(section.getByRole('form', { name: 'Add a trusted contact' }));
    await user.type(form.getByLabelText('Name'), 'Mum');
    await user.type(form.getByLabelText('Phone number'), '555 01');
    await user.click(form.getByRole('button', { name: 'Save contact' }));
    expect(form.getByText('Phone number should be greater than 7 digits.')).toBeDefined();
    expect(api.callsTo('/safetyapi/savetrustedcontact')).toHaveLength(0);
    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '519 555 7001');
    await user.click(form.getByRole('button', { name: 'Save contact' }));
    expect(await section.findByText('Mum')).toBeDefined();
    expect(api.callsTo('/safetyapi/savetrustedcontact')[0]?.body).toEqual({
      name: 'Mum',
      phone_code: '+1',
      phone: '5195557001',
    });

    await user.click(section.getByRole('button', { name: 'Edit Mum' }));
    const edit = within(section.getByRole('form', { name: 'Edit a trusted contact' }));
    await user.clear(edit.getByLabelText('Name'));
    await user.type(edit.getByLabelText('Name'), 'Mother');
    await user.click(edit.getByRole('button', { name: 'Save contact' }));
    expect(await section.findByText('Mother')).toBeDefined();
    expect(api.callsTo('/safetyapi/savetrustedcontact')[1]?.body).toMatchObject({
      contact_id: 31,
      name: 'Mother',
    });
    await user.click(section.getByRole('button', { name: 'Remove Mother' }));
    expect(await section.findByText('You have no trusted contacts yet.')).toBeDefined();
  });

  it('logs out: ends the session, clears storage and goes home', async () => {
    localStorage.setItem('cityData', '[]');
    const api = stubAccount();
    const user = userEvent.setup();
    const { router } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await screen.findByRole('heading', { level: 1, name: 'Home page' });
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('/userapi/logout')).toHaveLength(1);
    expect(await screen.findByText('You have been logged out.')).toBeDefined();
    await waitFor(() => expect(sessionStorage.getItem('isLoggedIn')).toBeNull());
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
    expect(sessionStorage.getItem('user_id')).toBeNull();
    expect(sessionStorage.getItem('phone')).toBeNull();
    expect(localStorage.getItem('cityData')).toBeNull();
    // the interface language stays as it was
    expect(sessionStorage.getItem('language')).toBe('en');
  });
});
