import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failed, ok } from '../../test/apiCalls';
import { cancelQuote } from '../../test/trips';
import { changeLanguage } from '../../shared/i18n/i18n';
import { BookNowPage } from './BookNowPage';
import { readDraft } from './model/draft';
import { LONDON, logInRider, PATHS, renderBookingRoute, stubBookingApi } from './test/bookingApi';
import { makeTrip, MASONVILLE, NEARBY_CARS, WESTERN } from './test/fixtures';
import { QUEENS_200 } from '../../test/places';

/** The map is Leaflet in the browser; here a stand-in that hands out its props. */
const map = vi.hoisted(() => ({
  props: null as null | {
    active: 'pickup' | 'drop';
    onPick: (which: 'pickup' | 'drop', point: { lat: number; lng: number }) => void;
    cars?: unknown;
  },
}));
vi.mock('./map/LazyBookingMap', () => ({
  LazyBookingMap: (props: NonNullable<typeof map.props>) => {
    map.props = props;
    return <div>map</div>;
  },
}));

function renderPage(path = '/booknow') {
  return renderBookingRoute(path, { '/booknow': <BookNowPage /> });
}

async function choosePlace(user: UserEvent, label: string, name: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await user.clear(box);
  await user.type(box, name.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
  expect((box as HTMLInputElement).value).toBe(name);
}

async function chooseRoute(user: UserEvent) {
  await choosePlace(user, 'Pickup location', WESTERN.place_name);
  await choosePlace(user, 'Drop location', MASONVILLE.place_name);
}

async function chooseEconomy(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: /^Economy.*CA\$7\.50/ }));
  await waitFor(() => expect(offerField().value).toBe('7.50'));
}

const offerField = () => screen.getByLabelText('Your offer') as HTMLInputElement;
const bookNow = () => screen.getByRole('button', { name: 'Book Now' });

/** Fills a valid ride now (Economy, Cash, terms). */
async function fillValidRide(user: UserEvent) {
  await chooseRoute(user);
  await chooseEconomy(user);
  await user.click(await screen.findByRole('radio', { name: 'Cash' }));
  await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms & Conditions/ }));
}

/** The error shown under a control (through aria-describedby). */
function errorOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.classList.contains('form-field__error'))
    .map((el) => el!.textContent)
    .join(' ');
}

beforeEach(() => {
  map.props = null;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup(); // before the stubs go: nothing mounted may call the real network
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('BookNowPage: the form', () => {
  it('shows every part of the booking screen with its accessible name', async () => {
    stubBookingApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a ride' })).toBeDefined();
    // the form comes with its own script, after the page's
    const form = await screen.findByRole('form', { name: 'Book a ride' });
    for (const name of ['Pickup location', 'Drop location']) {
      expect(within(form).getByRole('combobox', { name })).toBeDefined();
    }
    expect(within(form).getByRole('button', { name: 'Use my location' })).toBeDefined();
    expect(within(form).getByRole('radio', { name: 'Ride now' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('radio', { name: 'Schedule for later' })).toBeDefined();
    expect(await within(form).findByRole('radio', { name: /^Economy/ })).toBeDefined();
    expect(within(form).getByRole('radio', { name: /^Comfort/ })).toBeDefined();
    // the fields below the first screen come in the form's second pass
    expect(await within(form).findByLabelText('Your offer')).toBeDefined();
    expect(within(form).getByLabelText('Promo code')).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Apply Promo' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Reset Promo' })).toBeDefined();
    for (const name of ['Cash', 'Card', 'Wallet']) {
      expect(await within(form).findByRole('radio', { name })).toBeDefined();
    }
    expect(within(form).getByRole('switch', { name: 'Book for someone else' })).toBeDefined();
    expect(within(form).getByLabelText('Note for the driver (optional)')).toBeDefined();
    const terms = within(form).getByRole('checkbox', { name: /^I accept the Terms/ });
    const links = within(terms.parentElement!).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/term-condition',
      '/privacy-policy',
    ]);
    expect(within(form).getByRole('button', { name: 'Book Now' })).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Booking summary' })).toBeDefined();
  });

  it('shows the route, time and category in its first commit, the rest in the next (issue 12)', async () => {
    stubBookingApi();
    // what each commit of the page put on screen: the pickup field, the Book Now button
    const commits: [pickup: boolean, book: boolean][] = [];
    renderBookingRoute('/booknow', {
      '/booknow': (
        <Profiler
          id="booknow"
          onRender={() =>
            commits.push([
              screen.queryByRole('combobox', { name: 'Pickup location' }) !== null,
              screen.queryByRole('button', { name: 'Book Now' }) !== null,
            ])
          }
        >
          <BookNowPage />
        </Profiler>
      ),
    });
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeDefined();
    const formFirst = commits.findIndex(([pickup]) => pickup);
    expect(commits[formFirst]).toEqual([true, false]);
    expect(commits.at(-1)).toEqual([true, true]);
  });

  it('searches places as the rider types, debounced, and picks one with the keyboard', async () => {
    const api = stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    const pickup = await screen.findByRole('combobox', { name: 'Pickup location' });
    await user.type(pickup, 'Mason');
    const option = await screen.findByRole('option', { name: /^Masonville Place/ });
    // one call for the settled text, in the default city
    expect(api.callsTo(PATHS.places)).toEqual([
      { path: PATHS.places, body: { q: 'Mason', city_id: 14 } },
    ]);
    expect(pickup.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(pickup.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect((pickup as HTMLInputElement).value).toBe('Masonville Place');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    // Escape clears a box
    await user.keyboard('{Escape}');
    expect((pickup as HTMLInputElement).value).toBe('');
  });

  it('ranks the drop-off’s places around the pickup, and says an address is approximate (issue 38)', async () => {
    const api = stubBookingApi({
      [PATHS.places]: (body) => ok(String(body.q).startsWith('200') ? [QUEENS_200] : [MASONVILLE]),
    });
    const user = userEvent.setup();
    renderPage();
    await choosePlace(user, 'Pickup location', 'Masonville Place');
    const drop = await screen.findByRole('combobox', { name: 'Drop location' });
    await user.type(drop, '200 Queens Ave');
    const option = await screen.findByRole('option', { name: /^200 Queens Ave/ });
    expect(within(option).getByText('Approximate location')).toBeTruthy();
    // the pickup's point, to about 100 m
    expect(api.callsTo(PATHS.places).at(-1)?.body).toEqual({
      q: '200 Queens Ave',
      city_id: 14,
      near: { lat: 43.026, lng: -81.279 },
    });
    await user.click(option);
    expect((drop as HTMLInputElement).value).toBe('200 Queens Ave');
    // a named place is not said to be approximate
    await user.clear(screen.getByRole('combobox', { name: 'Pickup location' }));
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'Mason');
    const named = await screen.findByRole('option', { name: /^Masonville Place/ });
    expect(within(named).queryByText('Approximate location')).toBeNull();
  });

  it('shows the fares of every category and the whole booking summary', async () => {
    const api = stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    await chooseRoute(user);
    expect(await screen.findByRole('radio', { name: /^Economy.*CA\$7\.50/ })).toBeDefined();
    expect(screen.getByRole('radio', { name: /^Comfort.*CA\$10\.00/ })).toBeDefined();
    expect(api.callsTo(PATHS.estimate).at(-1)?.body).toEqual({
      city_id: 14,
      pickup: { lat: WESTERN.lat, lng: WESTERN.lng },
      drop: { lat: MASONVILLE.lat, lng: MASONVILLE.lng },
    });
    await chooseEconomy(user);
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Package',
      'Distance',
      'Duration',
      'Base fare',
      'Fare per km',
      'Fare per min',
      'Sub total',
      'Estimated fare',
      'Service tax',
      'Taxes',
      'Total fare',
      'Min amount',
      'Max amount',
      'Send offer',
    ]);
    await user.clear(offerField());
    await user.type(offerField(), '9');
    expect(within(summary).getAllByRole('definition').at(-1)?.textContent).toBe('CA$9.00');
  });
});

/** An answer the test gives when it wants to (to see what shows before it). */
function later() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { handler: () => response, answer };
}

/** Lets pending answers arrive and the page settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const comboValue = (name: string) =>
  (screen.getByRole('combobox', { name }) as HTMLInputElement).value;

async function mapReady() {
  await screen.findByRole('radio', { name: /^Economy/ });
  await waitFor(() => expect(map.props).not.toBeNull());
}

describe('BookNowPage: a point picked on the map or by location gets its address', () => {
  it('shows the coordinates of a map pick at once, then the address, keeping the point', async () => {
    const reverse = later();
    const api = stubBookingApi({ [PATHS.reverse]: reverse.handler });
    const user = userEvent.setup();
    renderPage();
    await mapReady();
    act(() => map.props!.onPick('pickup', { lat: 43.01, lng: -81.2737 }));
    expect(comboValue('Pickup location')).toBe('43.01000, -81.27370');
    await waitFor(() =>
      expect(api.callsTo(PATHS.reverse)).toEqual([
        { path: PATHS.reverse, body: { lat: 43.01, lng: -81.2737 } },
      ]),
    );

    reverse.answer(ok({ place: { address: 'Western University', lat: 43.0096, lng: -81.2737 } }));
    await waitFor(() => expect(comboValue('Pickup location')).toBe('Western University'));
    // the map still sets the drop next, and the fare is for the point the rider picked
    expect(map.props!.active).toBe('drop');
    await choosePlace(user, 'Drop location', MASONVILLE.place_name);
    await waitFor(() =>
      expect(api.callsTo(PATHS.estimate).at(-1)?.body).toEqual({
        city_id: 14,
        pickup: { lat: 43.01, lng: -81.2737 },
        drop: { lat: MASONVILLE.lat, lng: MASONVILLE.lng },
      }),
    );
    expect(api.callsTo(PATHS.reverse)).toHaveLength(1);
  });

  it("'Use my location' ends with the address of the rider's position", async () => {
    const api = stubBookingApi({
      [PATHS.reverse]: () =>
        ok({
          place: {
            address: '130, King Street, Downtown, London, Ontario, N6A 1C5, Canada',
            lat: 42.98232,
            lng: -81.24981,
          },
        }),
    });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 42.9837, longitude: -81.2497 } } as GeolocationPosition),
      },
    });
    try {
      const user = userEvent.setup();
      renderPage();
      await mapReady();
      await user.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() =>
        expect(comboValue('Pickup location')).toBe(
          '130, King Street, Downtown, London, Ontario, N6A 1C5, Canada',
        ),
      );
      expect(api.callsTo(PATHS.reverse)).toEqual([
        { path: PATHS.reverse, body: { lat: 42.9837, lng: -81.2497 } },
      ]);
      expect(map.props!.active).toBe('drop');
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('stays on the coordinates when nothing is known near the point or the look-up fails', async () => {
    const api = stubBookingApi({
      [PATHS.reverse]: (_body, call) =>
        call === 0 ? ok({ place: null }) : failed(429, 'error.tooManyRequests'),
    });
    renderPage();
    await mapReady();
    act(() => map.props!.onPick('pickup', { lat: 42.9837, lng: -81.2497 }));
    act(() => map.props!.onPick('drop', { lat: 43.02, lng: -81.25 }));
    await waitFor(() => expect(api.callsTo(PATHS.reverse)).toHaveLength(2));
    await settle();
    expect(comboValue('Pickup location')).toBe('42.98370, -81.24970');
    expect(comboValue('Drop location')).toBe('43.02000, -81.25000');
  });

  it('leaves a place the rider changed before the address came', async () => {
    const reverse = later();
    const api = stubBookingApi({ [PATHS.reverse]: reverse.handler });
    const user = userEvent.setup();
    renderPage();
    await mapReady();
    act(() => map.props!.onPick('pickup', { lat: 43.01, lng: -81.2737 }));
    await waitFor(() => expect(api.callsTo(PATHS.reverse)).toHaveLength(1));
    const pickup = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.clear(pickup);
    await user.type(pickup, 'Mason');
    reverse.answer(ok({ place: { address: 'Western University', lat: 43.0096, lng: -81.2737 } }));
    await settle();
    expect(comboValue('Pickup location')).toBe('Mason');
  });
});

describe('BookNowPage: cars nearby', () => {
  it('says how many cars are near the pickup and hands them to the map', async () => {
    const api = stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    // before a pickup is chosen: around the city's centre
    expect(await screen.findByText('2 cars nearby; the nearest is 1 min away.')).toBeDefined();
    expect(api.callsTo(PATHS.nearby)[0]?.body).toEqual({
      lat: LONDON.city_lat,
      lng: LONDON.city_lng,
      city_id: LONDON.city_id,
    });
    expect(map.props?.cars).toEqual(NEARBY_CARS);
    await chooseRoute(user);
    await chooseEconomy(user);
    await waitFor(() =>
      expect(api.callsTo(PATHS.nearby).at(-1)?.body).toEqual({
        lat: WESTERN.lat,
        lng: WESTERN.lng,
        city_id: LONDON.city_id,
        category_id: 1,
      }),
    );
  });

  it("says 'No cars nearby right now.' when there are none", async () => {
    stubBookingApi({ [PATHS.nearby]: () => ok([]) });
    renderPage();
    expect(await screen.findByText('No cars nearby right now.')).toBeDefined();
  });

  it('shows and asks for no cars for a ride for later', async () => {
    const api = stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('2 cars nearby; the nearest is 1 min away.');
    const asked = api.callsTo(PATHS.nearby).length;
    await user.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    expect(screen.queryByText(/cars? nearby/)).toBeNull();
    expect(map.props?.cars).toBeUndefined();
    await choosePlace(user, 'Pickup location', WESTERN.place_name);
    expect(api.callsTo(PATHS.nearby)).toHaveLength(asked);
  });
});

describe('BookNowPage: validation messages, as a rider provokes them', () => {
  it("'Please Select a Different Destination Location' when the drop is the pickup", async () => {
    stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    await choosePlace(user, 'Pickup location', WESTERN.place_name);
    await choosePlace(user, 'Drop location', WESTERN.place_name);
    const drop = screen.getByRole('combobox', { name: 'Drop location' });
    expect(drop.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(drop)).toBe('Please Select a Different Destination Location');
  });

  it("'Sorry, we can't place a ride at this location.' for a pickup outside every city", async () => {
    const api = stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('radio', { name: /^Economy/ });
    await waitFor(() => expect(map.props).not.toBeNull());
    act(() => map.props!.onPick('pickup', { lat: 43.2557, lng: -79.8711 }));
    const pickup = screen.getByRole('combobox', { name: 'Pickup location' });
    expect((pickup as HTMLInputElement).value).toBe('43.25570, -79.87110');
    expect(errorOf(pickup)).toBe("Sorry, we can't place a ride at this location.");
    // the map now sets the drop; nothing is estimated for that pickup
    expect(map.props!.active).toBe('drop');
    await choosePlace(user, 'Drop location', MASONVILLE.place_name);
    expect(api.callsTo(PATHS.estimate)).toHaveLength(0);
  });

  it("shows the server's 'outside the geofence' answer under the pickup", async () => {
    stubBookingApi({ [PATHS.estimate]: () => failed(400, 'booking.outsideGeofence') });
    const user = userEvent.setup();
    renderPage();
    await chooseRoute(user);
    const pickup = screen.getByRole('combobox', { name: 'Pickup location' });
    await waitFor(() =>
      expect(errorOf(pickup)).toBe("Sorry, we can't place a ride at this location."),
    );
  });

  it('names what is missing under each field and in a summary, and sends nothing', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await chooseRoute(user);
    await screen.findByRole('radio', { name: /^Economy.*CA\$/ });
    await user.click(bookNow());

    const summary = await screen.findByRole('alert', { name: /Please fix these 3 things/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Category: Please Select a Category',
      'Payment method: Please select a valid payment method.',
      'Terms & Conditions: Please check the Terms & Conditions',
    ]);
    const economy = screen.getByRole('radio', { name: /^Economy/ });
    expect(economy.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(economy)).toBe('Please Select a Category');
    expect(errorOf(screen.getByRole('radio', { name: 'Cash' }))).toBe(
      'Please select a valid payment method.',
    );
    expect(errorOf(screen.getByRole('checkbox', { name: /^I accept/ }))).toBe(
      'Please check the Terms & Conditions',
    );
    // a link of the summary moves to its field
    await user.click(within(summary).getByRole('link', { name: /^Payment method/ }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Cash' }));
    expect(api.callsTo(PATHS.save)).toHaveLength(0);
  });

  it('bounds the offer: below the minimum, above the maximum', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    await user.clear(offerField());
    await user.type(offerField(), '5.99');
    await user.click(bookNow());
    await waitFor(() =>
      expect(errorOf(offerField())).toBe('Minimum fare should be greater than bid amount CA$6.00.'),
    );
    expect(offerField().getAttribute('aria-invalid')).toBe('true');
    await user.clear(offerField());
    await user.type(offerField(), '15.01');
    await waitFor(() =>
      expect(errorOf(offerField())).toBe('Maximum fare should be less than bid amount CA$15.00.'),
    );
    expect(api.callsTo(PATHS.save)).toHaveLength(0);
  });

  it('tells the bound when the rider leaves the offer field, before Book Now', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    await user.clear(offerField());
    await user.type(offerField(), '5.99');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(offerField())).toBe('Minimum fare should be greater than bid amount CA$6.00.'),
    );
    // once told, it follows the typing: gone as soon as the amount is within the bounds
    await user.clear(offerField());
    await user.type(offerField(), '8');
    await waitFor(() => expect(offerField().getAttribute('aria-invalid')).not.toBe('true'));
    expect(api.callsTo(PATHS.save)).toHaveLength(0);
  });

  it("shows the server's bound with its own amount when it answers", async () => {
    stubBookingApi({ [PATHS.save]: () => failed(400, 'booking.bidTooLow', { minAmount: 7.25 }) });
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    await user.click(bookNow());
    await waitFor(() =>
      expect(errorOf(offerField())).toBe('Minimum fare should be greater than bid amount CA$7.25.'),
    );
    expect(document.activeElement).toBe(offerField());
  });

  it('checks the passenger of a ride for someone else', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    expect(screen.queryByLabelText('Passenger name')).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Book for someone else' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.type(screen.getByLabelText('Passenger contact'), '555 12');
    await user.click(bookNow());
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Passenger name'))).toBe(
        "Please enter the passenger's name.",
      ),
    );
    expect(errorOf(screen.getByLabelText('Passenger contact'))).toBe(
      "Please enter the passenger's phone number (more than 7 digits).",
    );
    await user.type(screen.getByLabelText('Passenger name'), 'Ada Lovelace');
    await user.clear(screen.getByLabelText('Passenger contact'));
    await user.type(screen.getByLabelText('Passenger contact'), '519 555 0199');
    await user.click(bookNow());
    await waitFor(() => expect(api.callsTo(PATHS.save)).toHaveLength(1));
    expect(api.callsTo(PATHS.save)[0]?.body).toMatchObject({
      is_for_other: true,
      passenger_name: 'Ada Lovelace',
      passenger_contact: '519 555 0199',
    });
  });

  it("'Please select a future time' for a ride for later in the past, next to the city clock", async () => {
    stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    await user.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const clock = screen.getByRole('timer', { name: 'Current local time' });
    await waitFor(() => expect(clock.textContent).toMatch(/\d:\d\d:\d\d/));
    const when = screen.getByLabelText('Pickup date and time');
    await user.click(bookNow());
    await waitFor(() => expect(errorOf(when)).toBe('Please select a future time'));
    await user.type(when, '2020-01-01T10:00');
    await user.click(bookNow());
    await waitFor(() => expect(errorOf(when)).toBe('Please select a future time'));
  });

  it('shows the messages in the interface language', async () => {
    await changeLanguage('es');
    stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservar un viaje' }),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Reservar ahora' }));
    expect(
      await screen.findByText('Selecciona un método de pago válido.', {
        selector: '.form-field__error',
      }),
    ).toBeDefined();
    expect(
      screen.getByText('Acepta los Términos y condiciones', { selector: '.form-field__error' }),
    ).toBeDefined();
  });
});

describe('BookNowPage: the promo code', () => {
  it('applies, refuses the same code again, shows server errors and resets', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await chooseRoute(user);
    await chooseEconomy(user);
    const promo = screen.getByLabelText('Promo code');
    const apply = screen.getByRole('button', { name: 'Apply Promo' });

    await user.click(apply);
    expect(errorOf(promo)).toBe('Please enter a promo code before applying.');
    expect(api.callsTo(PATHS.promo)).toHaveLength(0);

    await user.type(promo, 'NOPE');
    await user.click(apply);
    await waitFor(() => expect(errorOf(promo)).toBe('Promo code not valid.'));

    await user.clear(promo);
    await user.type(promo, 'welcome10');
    await user.click(apply);
    expect(await screen.findByText('Promo code applied successfully.')).toBeDefined();
    expect(api.callsTo(PATHS.promo).at(-1)?.body).toEqual({
      promo_code: 'welcome10',
      city_id: 14,
      category_id: 1,
      amount: 7.5,
    });
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('Promo discount').nextSibling?.textContent).toBe('−CA$0.75');
    expect(within(summary).getByText('Amount to pay').nextSibling?.textContent).toBe('CA$6.75');
    expect(errorOf(promo)).toBe('');

    await user.click(apply);
    expect(errorOf(promo)).toBe('this promo already applied.');
    expect(api.callsTo(PATHS.promo)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reset Promo' }));
    expect((promo as HTMLInputElement).value).toBe('');
    expect(within(summary).queryByText('Promo discount')).toBeNull();
    expect(errorOf(promo)).toBe('');
  });

  it('sends the applied code with the booking', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply Promo' }));
    await screen.findByText('Promo code applied successfully.');
    await user.click(bookNow());
    await waitFor(() => expect(api.callsTo(PATHS.save)).toHaveLength(1));
    expect(api.callsTo(PATHS.save)[0]?.body).toMatchObject({ promo_code: 'WELCOME10' });
  });
});

describe('BookNowPage: booking', () => {
  it('saves a ride now, shows the pending request, and Cancel Ride withdraws it', async () => {
    const api = stubBookingApi();
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    await user.type(screen.getByLabelText('Note for the driver (optional)'), 'North door');
    await user.click(bookNow());

    expect(await screen.findByText('Your request has been saved successfully.')).toBeDefined();
    expect(api.callsTo(PATHS.save)[0]?.body).toEqual({
      city_id: 14,
      category_id: 1,
      pickup: { lat: WESTERN.lat, lng: WESTERN.lng, address: 'Western University' },
      drop: { lat: MASONVILLE.lat, lng: MASONVILLE.lng, address: 'Masonville Place' },
      user_offer_amt: 7.5,
      trip_pay_mode: 'cash',
      note: 'North door',
      is_for_other: false,
      accept_terms: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }),
    ).toBeDefined();
    expect(screen.getByText('Western University')).toBeDefined();
    expect(sessionStorage.getItem('trip_mode')).toBe('now');

    // one tap asks first; Keep waiting and Escape keep the request
    await user.click(screen.getByRole('button', { name: 'Cancel Ride' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel Ride' });
    expect(within(confirm).getByText(/Cancelling it is free/)).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Keep waiting' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Ride' }));
    await screen.findByRole('dialog', { name: 'Cancel Ride' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(PATHS.update)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel Ride' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel Ride' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Ride' }));
    expect(await screen.findByText('Your ride request has been cancelled.')).toBeDefined();
    expect(api.callsTo(PATHS.update)[0]?.body).toEqual({
      action: 'cancel_request',
      trip_id: 500,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Book a ride' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      (screen.getByRole('combobox', { name: 'Pickup location' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('shows the pending ride now of a rider who comes back', async () => {
    const api = stubBookingApi();
    api.setOpen([makeTrip({ trip_id: 42 })]);
    logInRider();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel Ride' })).toBeDefined();
  });

  it('raises the fare of the waiting request, checked first, then decided by the service', async () => {
    const waiting = makeTrip({ trip_id: 42, user_offer_amt: 8, min_amount: 6, max_amount: 15 });
    const api = stubBookingApi({
      [PATHS.raiseFare]: (body) =>
        Number(body.user_offer_amt) === 12
          ? failed(409, 'ride.requestClosed')
          : ok(
              { ...waiting, user_offer_amt: Number(body.user_offer_amt) },
              'Your new fare has been sent to the drivers near you.',
            ),
    });
    api.setOpen([waiting]);
    logInRider();
    const user = userEvent.setup();
    renderPage();
    const field = (await screen.findByLabelText('New fare (CAD)')) as HTMLInputElement;
    // about 10 % more, in whole units, is suggested
    expect(field.value).toBe('9');
    expect(
      screen.getByText('Drivers near you see the new fare at once. Up to CA$15.00.'),
    ).toBeDefined();

    // not higher than the current offer: said under the field, nothing is sent
    await user.clear(field);
    await user.type(field, '8');
    await user.click(screen.getByRole('button', { name: 'Raise fare' }));
    expect(errorOf(field)).toBe('Please enter a fare higher than your current offer of 8.');
    expect(api.callsTo(PATHS.raiseFare)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '10.5');
    await user.click(screen.getByRole('button', { name: 'Raise fare' }));
    expect(
      await screen.findByText('Your new fare has been sent to the drivers near you.'),
    ).toBeDefined();
    expect(api.callsTo(PATHS.raiseFare)[0]?.body).toEqual({ trip_id: 42, user_offer_amt: 10.5 });
    expect(errorOf(field)).toBe('');
    await waitFor(() => expect(field.value).toBe('12'));

    // the service refuses (a driver was taken meanwhile): its reason shows under the field
    await user.click(screen.getByRole('button', { name: 'Raise fare' }));
    await waitFor(() =>
      expect(errorOf(field)).toBe(
        'This request is no longer open: a driver was chosen, or it was cancelled or expired.',
      ),
    );
  });

  it('says the offer is at the maximum instead of offering to raise it', async () => {
    const api = stubBookingApi();
    api.setOpen([makeTrip({ trip_id: 42, user_offer_amt: 15, max_amount: 15 })]);
    logInRider();
    renderPage();
    expect(
      await screen.findByText('Your offer is already the highest this ride allows (CA$15.00).'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Raise fare' })).toBeNull();
  });

  it('shows a ride for later once it went out to drivers, not an empty form over it', async () => {
    const api = stubBookingApi();
    const later = makeTrip({ trip_id: 43, is_ride_later: 1, trip_date: Date.now() + 600_000 });
    api.setOpen([later]);
    logInRider();
    const first = renderPage();
    // still waiting for its time: the form is there for another ride
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a ride' })).toBeDefined();
    first.unmount();

    api.setOpen([{ ...later, dispatched_at: Date.now() }]);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Waiting for drivers' offers…" }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('says so when a ride is already in progress', async () => {
    stubBookingApi({ [PATHS.save]: () => failed(409, 'booking.activeTripExists') });
    logInRider();
    const user = userEvent.setup();
    renderPage();
    await fillValidRide(user);
    await user.click(bookNow());
    expect(
      (await screen.findAllByText('You already have a ride in progress.')).length,
    ).toBeGreaterThan(0);
  });

  it('keeps the booking of a visitor over the login and restores it', async () => {
    const api = stubBookingApi();
    const user = userEvent.setup();
    const first = renderPage();
    await fillValidRide(user);
    await user.click(bookNow());
    await waitFor(() =>
      expect(screen.getByLabelText('current address').textContent).toBe('/login?next=%2Fbooknow'),
    );
    expect(api.callsTo(PATHS.save)).toHaveLength(0);
    expect(readDraft('/booknow')?.values).toMatchObject({
      pickup: { address: 'Western University' },
      categoryId: '1',
      payMode: 'cash',
      terms: true,
    });
    first.unmount();

    logInRider();
    renderPage();
    const pickup = await screen.findByRole('combobox', { name: 'Pickup location' });
    expect((pickup as HTMLInputElement).value).toBe('Western University');
    expect(
      (screen.getByRole('combobox', { name: 'Drop location' }) as HTMLInputElement).value,
    ).toBe('Masonville Place');
    expect(await screen.findByRole('radio', { name: /^Economy/ })).toHaveProperty('checked', true);
    expect(await screen.findByRole('radio', { name: 'Cash' })).toHaveProperty('checked', true);
    await waitFor(() => expect(sessionStorage.getItem('bookingDraft')).toBeNull());
    await user.click(bookNow());
    await waitFor(() => expect(api.callsTo(PATHS.save)).toHaveLength(1));
  });

  it('Cancel leaves without saving', async () => {
    const api = stubBookingApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText('current address').textContent).toBe('/'));
    expect(api.callsTo(PATHS.save)).toHaveLength(0);
  });
});

describe('BookNowPage: changing a ride for later (?edit=)', () => {
  it('fills the form from the trip and saves the change with edit_scheduled', async () => {
    const api = stubBookingApi();
    const trip = makeTrip({ trip_id: 77, is_ride_later: 1, trip_date: Date.now() + 86_400_000 });
    api.setOpen([trip]);
    logInRider();
    const user = userEvent.setup();
    renderPage('/booknow?edit=77');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change your scheduled ride' }),
    ).toBeDefined();
    expect(
      (screen.getByRole('combobox', { name: 'Pickup location' }) as HTMLInputElement).value,
    ).toBe('Western University');
    expect(screen.queryByRole('checkbox', { name: /^I accept/ })).toBeNull();
    expect(await screen.findByRole('radio', { name: 'Cash' })).toHaveProperty('checked', true);
    await user.clear(screen.getByLabelText('Note for the driver (optional)'));
    await user.type(screen.getByLabelText('Note for the driver (optional)'), 'Gate 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(PATHS.update)).toHaveLength(1));
    expect(api.callsTo(PATHS.update)[0]?.body).toMatchObject({
      action: 'edit_scheduled',
      trip_id: 77,
      note: 'Gate 2',
      scheduled_at: Math.floor(trip.trip_date / 60_000) * 60_000,
    });
    expect(await screen.findByText('Your request has been saved successfully.')).toBeDefined();
    await waitFor(() =>
      expect(screen.getByLabelText('current address').textContent).toBe('/profile'),
    );
  });

  it('cancels a ride for later from its screen, saying first that it is free', async () => {
    const api = stubBookingApi({
      '/tripapi/cancelquote': () => ok(cancelQuote({ trip_id: 78 })),
    });
    const trip = makeTrip({ trip_id: 78, is_ride_later: 1, trip_date: Date.now() + 86_400_000 });
    api.setOpen([trip]);
    logInRider();
    const user = userEvent.setup();
    renderPage('/booknow?edit=78');
    await user.click(await screen.findByRole('button', { name: 'Cancel Ride' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Ride' });
    expect(await within(dialog).findByText('Cancelling this ride is free.')).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No longer needed');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText('current address').textContent).toBe('/profile'),
    );
    expect(api.callsTo(PATHS.update)[0]?.body).toMatchObject({
      action: 'cancel',
      trip_id: 78,
      trip_reason: 'No longer needed',
    });
  });

  it('a ride for later already out to drivers can be cancelled there but not changed', async () => {
    const api = stubBookingApi();
    api.setOpen([makeTrip({ trip_id: 79, is_ride_later: 1, trip_status: 'offer' })]);
    logInRider();
    renderPage('/booknow?edit=79');
    expect(await screen.findByText(/can no longer be changed/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel Ride' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("'Trip is not valid.' for a trip that cannot be changed", async () => {
    stubBookingApi();
    logInRider();
    renderPage('/booknow?edit=999');
    expect(await screen.findByText('Trip is not valid.')).toBeDefined();
  });
});
