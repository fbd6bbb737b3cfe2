import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearCachedAnswers } from '../../shared/api/client';
import { UNPAID_TRIP_KEY } from '../../domain/payments/queries';
import { readRouteToRebook } from '../../domain/trips/rebookRoute';
import { tripKeys } from '../../shared/api/queryKeys';
import { storageKeys } from '../../shared/storage';
import { LONG_TOAST_MS, toast } from '../../shared/ui/toast';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { unloadNamespace } from '../../test/i18n';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';
import type { Trip } from '@fairfare/contracts/trips';
import { renderWithProviders } from '../../test/renderWithProviders';
import { cancelQuote } from '../../test/trips';
import { RideOverlay } from './RideOverlay';
import { OFFER_TOAST_ID } from './useRidePushes';
import { cityAndWallet, makeUnpaidTrip, PAY, paidCopy } from './test/afterRide';
import { makeFakeSocket } from './test/fakeSocket';
import { makeAssignedTrip, makeDriver, makeOffer, makeRideTrip, tripList } from './test/fixtures';

const socket = vi.hoisted(() => ({ current: null as unknown }));

vi.mock('../../shared/api/socket', () => ({
  openSocket: vi.fn(async () => socket.current),
}));
vi.mock('../../shared/ui/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), dismiss: vi.fn() },
  LONG_TOAST_MS: 15_000,
}));

const LIST = '/tripapi/gettrips';
const OFFERS = '/triprequestapi/gettriprequests';
const UNPAID = '/tripapi/getunpaidtrip';

function isActiveList(body: Record<string, unknown>): boolean {
  return Array.isArray(body.statuses) && body.statuses.includes('request');
}

/** A request's offer and its bounds, for the send-again popup. */
const OFFER_12_IN_10_TO_20 = { user_offer_amt: 12, min_amount: 10, max_amount: 20 };

/** The trip list answer: `active()` to the active trips' query, `ended()` to the ended ones'. */
function listOf(active: () => Trip[], ended: () => Trip[]) {
  return (body: Record<string, unknown>) => ok(tripList(isActiveList(body) ? active() : ended()));
}

beforeEach(() => {
  sessionStorage.setItem(storageKeys.loggedIn, 'true');
  sessionStorage.setItem(storageKeys.userId, '5');
  sessionStorage.setItem(storageKeys.phone, '+15195550100');
  localStorage.setItem(storageKeys.timerValue, '5');
  socket.current = makeFakeSocket();
});

afterEach(() => {
  clearCachedAnswers();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function fakeSocket() {
  return socket.current as ReturnType<typeof makeFakeSocket>;
}

/** The trip as a push of this status carries it (a version past the polled copies' 1). */
function pushedTrip(status: string): Trip {
  if (['offer', 'reject_offer', 'declined', 'request'].includes(status)) {
    return makeRideTrip({ version: 2 });
  }
  if (status === 'completed') return makeUnpaidTrip({ version: 2 });
  return makeAssignedTrip({ trip_status: status as Trip['trip_status'], version: 2 });
}

/** The server pushes a trip event (fcm_push_noti) to the rider, with the trip as it is after it. */
function push(
  tripStatus: string,
  data: Record<string, unknown> = {},
  trip: Trip = pushedTrip(tripStatus),
) {
  const message = { trip_status: tripStatus, data: { trip_id: trip.trip_id, ...data, trip } };
  act(() => fakeSocket().serverSends('fcm_push_noti', message));
}

describe('RideOverlay — offers', () => {
  it('keeps a stable list: a new offer is added at the end and announced; sort; countdowns; Cancel Ride at the top', async () => {
    const user = userEvent.setup();
    const ana = makeOffer({
      tripRequestId: 502,
      driver_id: 8,
      offer_amt: 9,
      eta_min: 7,
      expires_at: Date.now() + 42_000,
      Driver: makeDriver({ driver_id: 8, d_name: 'Ana Lima', d_rating: 4.9 }),
    });
    let offers = [makeOffer({ expires_at: Date.now() + 59_000 })];
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () => ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers }),
      '/tripapi/updatetrip': () => ok(makeRideTrip({ trip_status: 'cancel' })),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    const list = await screen.findByRole('region', { name: 'Driver offers' });
    expect(within(list).getByText('1 offer')).toBeTruthy();
    expect(within(list).getByText(/^Offer ends in 00:5\d$/)).toBeTruthy();

    // the server lists newest first; the new offer still goes below the first one
    offers = [ana, ...offers];
    await act(() => queryClient.refetchQueries({ queryKey: ['ride', 'offers'] }));
    await within(list).findByText('2 offers');
    const titles = () =>
      within(list)
        .getAllByRole('dialog')
        .map((dialog) => dialog.querySelector('h2')?.textContent);
    expect(titles()).toEqual(['Offer from Maximilian O…', 'Offer from Ana Lima']);
    expect(within(list).getByRole('status').textContent).toBe('New offer from Ana');

    await user.selectOptions(within(list).getByRole('combobox', { name: 'Sort offers' }), 'price');
    expect(titles()).toEqual(['Offer from Ana Lima', 'Offer from Maximilian O…']);

    // asked first, in place of the offers; Keep waiting brings them back
    await user.click(within(list).getByRole('button', { name: 'Cancel Ride' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel Ride' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep waiting' }));
    const back = await screen.findByRole('region', { name: 'Driver offers' });
    expect(api.callsTo('/tripapi/updatetrip')).toHaveLength(0);
    await user.click(within(back).getByRole('button', { name: 'Cancel Ride' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel Ride' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Ride' }));
    expect(await api.firstBodyTo('/tripapi/updatetrip')).toEqual({
      action: 'cancel_request',
      trip_id: 101,
    });
  });

  it('shows one popup per offer with the driver card and both amounts', async () => {
    stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({
          trip_id: 101,
          trip_status: 'offer',
          trip_version: 1,
          offers: [
            makeOffer(),
            makeOffer({
              tripRequestId: 502,
              driver_id: 8,
              offer_amt: 9,
              Driver: { ...makeOffer().Driver, driver_id: 8, d_name: 'Ana', d_rating: 2.5 },
            }),
          ],
        }),
    });
    renderWithProviders(<RideOverlay />);

    const first = await screen.findByRole('dialog', { name: 'Offer from Maximilian O…' });
    expect(screen.getByRole('dialog', { name: 'Offer from Ana' })).toBeTruthy();
    expect(first?.getAttribute('aria-modal')).toBe('true');
    const card = within(first);
    // the card names the driver whole; the title keeps the short form
    expect(card.getByText('Maximilian Oberstein')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Maximilian Oberstein' })?.getAttribute('src')).toBe(
      '/images/drivers/7.jpg',
    );
    expect(card.getByText('342 trips')).toBeTruthy();
    expect(
      card
        .getByText('Rating 4.6 out of 5')
        .closest('.rating-badge')
        ?.classList.contains('rating-badge--green'),
    ).toBe(true);
    expect(card.getByText('Corolla · 2021 · Toyota')).toBeTruthy();
    expect(card.getByText('1.25 km to the pickup')).toBeTruthy();
    expect(card.getByText('1 min away')).toBeTruthy();
    expect(card.getByText('Driver Offered').nextSibling?.textContent).toContain('CA$12.50');
    expect(card.getByText('You offered').nextSibling?.textContent).toContain('CA$8.00');
    expect(card.getByRole('button', { name: 'Accept With CA$12.50' })).toBeTruthy();
    expect(
      within(screen.getByRole('dialog', { name: 'Offer from Ana' }))
        .getByText('Rating 2.5 out of 5')
        .closest('.rating-badge')
        ?.classList.contains('rating-badge--orange'),
    ).toBe(true);
    expect(document.body.classList.contains('ride-popup-open')).toBe(true);
    expect(fakeSocket().emit).toHaveBeenCalledWith('add_user', { user_id: 5 });
  });

  it('accepts an offer and then shows Driver Assigned with the OTP', async () => {
    const user = userEvent.setup();
    let accepted = false;
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([accepted ? makeAssignedTrip() : makeRideTrip()])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
      '/tripapi/tripaccept': () => {
        accepted = true;
        return ok(makeAssignedTrip());
      },
    });
    renderWithProviders(<RideOverlay />);

    await user.click(await screen.findByRole('button', { name: 'Accept With CA$12.50' }));

    const status = await screen.findByRole('dialog', { name: 'Driver Assigned' });
    // the 'new offer' toast is over once a driver is assigned
    expect(toast.dismiss).toHaveBeenCalledWith(OFFER_TOAST_ID);
    expect(api.callsTo('/tripapi/tripaccept')[0]?.body).toEqual({ trip_id: 101, driver_id: 7 });
    expect(within(status).getByText('4821')).toBeTruthy();
    // the phone formatter loads on first use: the grouped number may come a moment later
    expect(
      (await within(status).findByRole('link', { name: '+1 519 555 0199' })).getAttribute('href'),
    ).toBe('tel:+15195550199');
  });

  it('minimises the status popup to a bar that shows the status and OTP and opens it again', async () => {
    const user = userEvent.setup();
    stubApiCalls({ [LIST]: () => ok(tripList([makeAssignedTrip()])) });
    renderWithProviders(<RideOverlay />);
    const status = await screen.findByRole('dialog', { name: 'Driver Assigned' });

    // the button: the page is free again, the bar has the focus and says what the popup said
    await user.click(within(status).getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('ride-popup-open')).toBe(false);
    const bar = screen.getByRole('region', { name: 'Your ride' });
    const open = within(bar).getByRole('button', { name: /Driver Assigned.*4821.*Show ride/ });
    expect(document.activeElement).toBe(open);

    // one tap (here Enter) brings it back; Escape makes it small again
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    expect(screen.queryByRole('region', { name: 'Your ride' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Show ride/ }));
    expect(await screen.findByRole('dialog', { name: 'Driver Assigned' })).toBeDefined();
  });

  it('accepts a ride booked for later with the same call (the service tells them apart), shown from its answer', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(storageKeys.tripMode, 'later');
    const later = { is_ride_later: 1, dispatched_at: Date.now() };
    const assigned = makeAssignedTrip({ trip_status: 'assigned', ...later, version: 2 });
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip(later)])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
      '/tripapi/tripaccept': () => ok(assigned),
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Accept With CA$12.50' }));
    // the accept's answer is what the overlay shows: the (stale) list is not what moves it
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    expect(api.callsTo('/tripapi/tripaccept')).toHaveLength(1);
    expect(api.callsTo('/tripapi/tripassigned')).toHaveLength(0);
  });

  it('declines an offer', async () => {
    const user = userEvent.setup();
    let declined = false;
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({
          trip_id: 101,
          trip_status: 'offer',
          trip_version: 1,
          offers: declined ? [] : [makeOffer()],
        }),
      '/triprequestapi/rejecttriprequest': () => {
        declined = true;
        return ok(makeOffer({ status: 'declined' }));
      },
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/triprequestapi/rejecttriprequest')[0]?.body).toEqual({
      trip_id: 101,
      driver_id: 7,
      status: 'decline',
      is_user: '1',
    });
    expect(document.body.classList.contains('ride-popup-open')).toBe(false);
  });

  it('checks a counter-offer against the bounds before sending it', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
      '/triprequestapi/updatetriprequest': () => ok(makeOffer({ status: 'counter' })),
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Customize Offer' }));

    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your offer (CAD)' });
    expect(input?.value).toBe('6.00'); // the minimum the service enforces

    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(screen.getByRole('alert')?.textContent).toContain(
      'Please enter an amount greater than or equal to CA$6.00',
    );

    await user.clear(input);
    await user.type(input, '16');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(screen.getByRole('alert')?.textContent).toContain(
      'Please enter an amount greater than or equal to CA$15.00',
    );
    expect(api.callsTo('/triprequestapi/updatetriprequest')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '10');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Driver has received your offer!'),
    );
    expect(api.callsTo('/triprequestapi/updatetriprequest')[0]?.body).toEqual({
      trip_id: 101,
      driver_id: 7,
      user_offer_amt: 10,
      status: 'offer',
    });
  });

  it("writes the counter-offer with the rider's decimal separator and reads '7,50' back", async () => {
    await changeLanguage('fr');
    onTestFinished(() => changeLanguage('en'));
    const user = userEvent.setup();
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
      '/triprequestapi/updatetriprequest': () => ok(makeOffer({ status: 'counter' })),
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Personnaliser l’offre' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Votre offre (CAD)' });
    expect(input.value).toBe('6,00'); // the trip's min_amount, as a French rider writes it
    expect(screen.getByText(/^De 6,00\s\$\s?CA à 15,00\s\$\s?CA\.$/)).toBeTruthy();

    await user.clear(input);
    await user.type(input, '5,50');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’offre' }));
    expect(screen.getByRole('alert').textContent).toMatch(/supérieur ou égal à 6,00\s\$\s?CA/);

    await user.clear(input);
    await user.type(input, '7,50');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’offre' }));
    await waitFor(() => expect(api.callsTo('/triprequestapi/updatetriprequest')).toHaveLength(1));
    expect(api.callsTo('/triprequestapi/updatetriprequest')[0]?.body).toMatchObject({
      user_offer_amt: 7.5,
    });
  });

  it("shows the server's refusal of a counter-offer", async () => {
    const user = userEvent.setup();
    stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
      '/triprequestapi/updatetriprequest': () => failed(409, 'ride.offerClosed'),
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Customize Offer' }));
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This offer is no longer available.',
    );
  });

  it('shows the offer an offer push carries, with its toast, without asking the server again', async () => {
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
    });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Offer from Maximilian O…' });
    const offerReads = api.callsTo(OFFERS).length;
    const listReads = api.callsTo(LIST).length;

    const ana = makeOffer({
      tripRequestId: 502,
      driver_id: 8,
      Driver: makeDriver({ driver_id: 8, d_name: 'Ana' }),
    });
    push('offer', { offer: ana });
    expect(toast.info).toHaveBeenCalledWith('You received a new offer!', {
      toastId: OFFER_TOAST_ID,
    });
    expect(await screen.findByRole('dialog', { name: 'Offer from Ana' })).toBeTruthy();
    expect(api.callsTo(OFFERS)).toHaveLength(offerReads);
    expect(api.callsTo(LIST)).toHaveLength(listReads);
    expect(toast.dismiss).not.toHaveBeenCalledWith(OFFER_TOAST_ID);
  });

  // Issue 38 point 12: a "new offer" toast after the ride had left the offer stage.
  it('says nothing of an offer pushed late, once a driver is assigned', async () => {
    stubApiCalls({ [LIST]: () => ok(tripList([makeAssignedTrip({ version: 3 })])) });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Driver Assigned' });

    // the driver's offer, sent before the accept, comes after it
    push('offer', { offer: makeOffer() });
    expect(screen.getByRole('dialog', { name: 'Driver Assigned' })).toBeTruthy();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('asks the server again when a push shows a change it missed (the version jumped)', async () => {
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeAssignedTrip()])),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    const asking = () => queryClient.isFetching({ queryKey: ['trips', 'active'] });
    await waitFor(() => expect(asking()).toBe(0));
    // the next version: shown from the push, nothing asked
    push('arrive', {}, makeAssignedTrip({ trip_status: 'arrive', version: 2 }));
    expect(asking()).toBe(0);
    expect(await screen.findByRole('dialog', { name: 'Driver Arrived' })).toBeTruthy();
    await waitFor(() => expect(asking()).toBe(0));
    // versions 3 and 4 never came: the list is asked for at once (not at the next poll)
    push('begin', {}, makeAssignedTrip({ trip_status: 'begin', version: 5 }));
    expect(asking()).toBe(1);
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(0));
  });

  it('says which offer ended when its countdown ran out, and why', async () => {
    stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
    });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Offer from Maximilian O…' });
    push('reject_offer', { trip_id: 101, tripRequestId: 501, driver_id: 7, reason: 'expired' });
    expect(toast.info).toHaveBeenCalledWith(
      'The offer from Maximilian O… ended: it was not accepted before its countdown ran out. Other drivers can still answer.',
    );
    // an offer closed for another reason (another was accepted) is not called expired
    vi.mocked(toast.info).mockClear();
    push('reject_offer', { trip_id: 101, tripRequestId: 501, driver_id: 7 });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("says which driver declined the rider's counter-offer, not that the request was declined", async () => {
    stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () =>
        ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers: [makeOffer()] }),
    });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Offer from Maximilian O…' });

    // the service's push when one driver turns the counter-offer down (answercounter)
    push('declined', { trip_id: 101, tripRequestId: 501, driver_id: 7 });
    expect(toast.info).toHaveBeenCalledWith(
      'Maximilian O… declined your counter-offer. Your request is still open to the other drivers.',
    );
    // a driver the offers list does not hold (any more)
    push('declined', { trip_id: 101, tripRequestId: 502, driver_id: 99 });
    expect(toast.info).toHaveBeenCalledWith(
      'A driver declined your counter-offer. Your request is still open to the other drivers.',
    );
    expect(toast.error).not.toHaveBeenCalledWith(
      'Your ride request has been declined by the driver.',
    );
  });
});

describe('RideOverlay — a reload on a slow network (issue 26)', () => {
  /** The trip list answers only when `answer` is called. */
  function slowList() {
    let answer: (trips: Trip[]) => void = () => undefined;
    const api = stubApiCalls({
      [LIST]: () => new Promise((done) => (answer = (trips) => done(ok(tripList(trips))))),
    });
    return { api, answer: (trips: Trip[]) => act(() => answer(trips)) };
  }

  it('shows the trip last read in this tab at once, says it is updating, then the answer', async () => {
    // an earlier page view read the trip (the list keeps it for the next one)
    const first = stubApiCalls({ [LIST]: () => ok(tripList([makeAssignedTrip()])) });
    const view = renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    expect(first.callsTo(LIST).length).toBeGreaterThan(0);
    view.unmount();
    clearCachedAnswers();
    vi.unstubAllGlobals();

    // the reload: the list is slow
    const list = slowList();
    renderWithProviders(<RideOverlay />);
    const popup = await screen.findByRole('dialog', { name: 'Driver Assigned' });
    expect(within(popup).getByText('4821')).toBeDefined();
    expect(within(popup).getByRole('status').textContent).toBe("Updating your ride's status…");

    list.answer([makeAssignedTrip({ trip_status: 'arrive' })]);
    const arrived = await screen.findByRole('dialog', { name: 'Driver Arrived' });
    expect(within(arrived).getByRole('status').textContent).toBe('');
  });

  it('shows the offers of a request kept from the last page while the list is slow (no render loop)', async () => {
    // the ride overlay island of a content page: a new document, the list not answered yet
    const offers = [makeOffer()];
    const first = stubApiCalls({
      [LIST]: () => ok(tripList([makeRideTrip()])),
      [OFFERS]: () => ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers }),
    });
    const view = renderWithProviders(<RideOverlay />);
    await screen.findByRole('region', { name: 'Driver offers' });
    expect(first.callsTo(LIST).length).toBeGreaterThan(0);
    view.unmount();
    clearCachedAnswers();
    vi.unstubAllGlobals();

    const errors = vi.spyOn(console, 'error');
    let answer: (trips: Trip[]) => void = () => undefined;
    stubApiCalls({
      [LIST]: () => new Promise((done) => (answer = (trips) => done(ok(tripList(trips))))),
      [OFFERS]: () => ok({ trip_id: 101, trip_status: 'offer', trip_version: 1, offers }),
    });
    renderWithProviders(<RideOverlay />);
    const list = await screen.findByRole('region', { name: 'Driver offers' });
    expect(within(list).getByText('1 offer')).toBeTruthy();
    act(() => answer([makeRideTrip()]));
    await within(list).findByText('1 offer');
    const loops = errors.mock.calls.filter((call) => /Maximum update depth/.test(String(call)));
    expect(loops).toEqual([]);
  });

  it("never shows another rider's kept trip, and forgets the trip once it is over", async () => {
    const first = stubApiCalls({ [LIST]: () => ok(tripList([makeAssignedTrip()])) });
    const view = renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    expect(first.callsTo(LIST).length).toBeGreaterThan(0);
    // in localStorage: a new tab of the same rider shows it too (issue 38 point 11)
    expect(localStorage.getItem(storageKeys.lastTrip)).toContain('"user_id":5');
    view.unmount();
    clearCachedAnswers();
    vi.unstubAllGlobals();

    // another rider in this tab (the session's user id changed)
    sessionStorage.setItem(storageKeys.userId, '6');
    const list = slowList();
    renderWithProviders(<RideOverlay />);
    await waitFor(() => expect(list.api.callsTo(LIST).length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    list.answer([]);
    await waitFor(() => expect(localStorage.getItem(storageKeys.lastTrip)).toBeNull());
  });
});

describe('RideOverlay — trip status and cancel', () => {
  it('says the cancel is free until the countdown ends, validates the reason, cancels and confirms', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const now = Date.now();
    const api = stubApiCalls({
      [LIST]: () => ok(tripList(cancelled ? [] : [makeAssignedTrip()])),
      '/tripapi/cancelquote': () => ok(cancelQuote({ free_until: now + 120_000, now })),
      '/tripapi/updatetrip': () => {
        cancelled = true;
        return ok(makeAssignedTrip({ trip_status: 'cancel', is_cancelled: 1 }));
      },
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Ride' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel Ride' });
    expect(document.activeElement).toBe(dialog);
    expect((await within(dialog).findByText(/^Cancelling is free until/)).textContent).toMatch(
      /when the timer expires\. From then on, a cancellation fee of CA\$5\.00 applies\. You pay it by card or wallet before your next booking\.$/,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'too late');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')?.textContent).toContain(
      'Reason should be minimum 10 words. Please fill it out.',
    );
    expect(api.callsTo('/tripapi/updatetrip')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ', plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Ride cancelled' });
    expect(within(confirmation).getByText('No cancellation fee was charged.')).toBeTruthy();
    expect(api.callsTo('/tripapi/updatetrip')[0]?.body).toEqual({
      action: 'cancel',
      trip_id: 101,
      trip_reason: 'too late, plans changed',
      is_cancelled: 1,
      can_fee_by: 'r',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the fee before Submit once the free window has passed, and offers common reasons', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeAssignedTrip()])),
      '/tripapi/cancelquote': () =>
        ok(cancelQuote({ fee: 5, free_until: now - 1000, now, charged_to_card: true })),
      '/tripapi/updatetrip': () =>
        ok(makeAssignedTrip({ trip_status: 'cancel', is_cancelled: 1, cancel_fee: 5 })),
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Ride' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Ride' });
    // one rule (decision 060): the fee from the timer's end, and where it goes
    expect(
      await within(dialog).findByText(
        "The timer has expired: a cancellation fee of CA$5.00 applies. It is charged to this ride's card.",
      ),
    ).toBeTruthy();

    const reasons = within(dialog).getByRole('group', { name: 'Common reasons' });
    const pick = within(reasons).getByRole('button', { name: 'The wait is too long' });
    await user.click(pick);
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    expect(
      (within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value,
    ).toBe('The wait is too long');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('/tripapi/updatetrip')).toHaveLength(1));
    expect(api.callsTo('/tripapi/updatetrip')[0]?.body).toMatchObject({
      trip_reason: 'The wait is too long',
    });
  });

  it('the safety panel: recorded when opened, the city emergency number, share with every trusted contact', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeAssignedTrip()])),
      '/safetyapi/safetyevent': () => ok({ emergency_number: '112' }),
      '/safetyapi/sharetrip': () =>
        ok({ sent: 2 }, 'Your ride was shared with your trusted contacts.'),
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Safety' }));
    const panel = screen.getByRole('dialog', { name: 'Safety' });
    const call = await within(panel).findByRole('link', { name: 'Call emergency services (112)' });
    expect(call.getAttribute('href')).toBe('tel:112');
    expect(api.callsTo('/safetyapi/safetyevent')[0]?.body).toEqual({
      trip_id: 101,
      kind: 'opened',
    });
    // opening the panel to look reports nothing (issue 26)
    expect(within(panel).queryByText('We have noted this on your trip.')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Share with my trusted contacts' }));
    expect(await api.firstBodyTo('/safetyapi/sharetrip')).toEqual({ trip_id: 101 });
    expect(toast.success).toHaveBeenCalledWith('Sent to 2 trusted contacts.');
    expect(within(panel).getByText('We have noted this on your trip.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Driver Assigned' })).toBeTruthy();
  });

  it('sends the ride by SMS to the trusted contacts the rider picks', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([makeAssignedTrip()])),
      '/safetyapi/gettrustedcontacts': () =>
        ok({
          contacts: [
            { contact_id: 1, name: 'Mum', phone_code: '+1', phone: '5195557001' },
            { contact_id: 2, name: 'Sam', phone_code: '+1', phone: '5195557002' },
          ],
        }),
      '/safetyapi/sharetrip': () => ok({ sent: 1 }),
    });
    renderWithProviders(<RideOverlay />);
    await user.click(
      await screen.findByRole('button', { name: 'Send by SMS to my trusted contacts' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Share this ride' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Sam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await api.firstBodyTo('/safetyapi/sharetrip')).toEqual({
      trip_id: 101,
      contact_ids: [1],
    });
    expect(toast.success).toHaveBeenCalledWith('Sent to 1 trusted contact.');
  });

  it('reminds the rider of a ride booked for later when the service says it is soon', async () => {
    stubApiCalls({
      [LIST]: () => ok(tripList([])),
      '/constantapi/getconstants': () =>
        ok([{ constant_id: 2, constant_key: 'tz_offset', constant_value: '-5' }]),
    });
    renderWithProviders(<RideOverlay />);
    await waitFor(() => expect(fakeSocket().emit).toHaveBeenCalled());
    push(
      'reminder',
      { trip_date: Date.UTC(2030, 0, 2, 14, 5), trip_from_loc: 'Western University' },
      makeRideTrip({ trip_id: 7, trip_status: 'assigned', is_ride_later: 1 }),
    );
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        expect.stringMatching(/^Reminder: your ride from Western University is at 09:05\.$/),
        // longer than the usual toast, but it closes by itself (issue 38 point 12)
        { autoClose: LONG_TOAST_MS },
      ),
    );
  });

  it('closes the cancel popup with Close and with Escape', async () => {
    const user = userEvent.setup();
    stubApiCalls({ [LIST]: () => ok(tripList([makeAssignedTrip()])) });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Ride' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Driver Assigned' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel Ride' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Driver Assigned' })).toBeTruthy();
  });

  it("a driver's cancellation found by polling: flags cleared, toast, the reason, and one tap sends it again", async () => {
    sessionStorage.setItem(storageKeys.tripMode, 'now');
    const user = userEvent.setup();
    let gone = false;
    const cancelled = makeAssignedTrip({
      trip_status: 'p_cancel_pickup',
      trip_reason: 'Flat tyre',
      ...OFFER_12_IN_10_TO_20,
    });
    const api = stubApiCalls({
      [LIST]: listOf(
        () => (gone ? [] : [makeAssignedTrip()]),
        () => [cancelled],
      ),
      '/tripapi/updatetrip': () => ok(makeAssignedTrip({ trip_id: 102, trip_status: 'request' })),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Driver Assigned' });

    gone = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['trips', 'active'] }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your ride has been canceled.'));
    expect(sessionStorage.getItem(storageKeys.tripMode)).toBeNull();
    const popup = await screen.findByRole('dialog', { name: 'Your driver cancelled' });
    expect(within(popup).getByText('Reason: Flat tyre')).toBeTruthy();
    const offer = within(popup).getByRole('textbox', { name: 'Your offer (CAD)' });
    expect((offer as HTMLInputElement).value).toBe('12.00');
    await user.click(within(popup).getByRole('button', { name: 'Send again' }));
    expect(await api.firstBodyTo('/tripapi/updatetrip')).toEqual({
      action: 'resend',
      trip_id: 101,
      user_offer_amt: 12,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your driver cancelled' })).toBeNull(),
    );
    expect(toast.success).toHaveBeenCalledWith('Your request has been sent to drivers again.');
  });

  it('a request no driver answered: raise the fare within its bounds and send it again', async () => {
    const user = userEvent.setup();
    let gone = false;
    const expired = makeRideTrip({ trip_status: 'expired', ...OFFER_12_IN_10_TO_20 });
    const api = stubApiCalls({
      [LIST]: listOf(
        () => (gone ? [] : [makeRideTrip()]),
        () => [expired],
      ),
      [OFFERS]: () => ok({ trip_id: 101, trip_status: 'request', trip_version: 1, offers: [] }),
      '/tripapi/updatetrip': () => ok(makeRideTrip({ trip_id: 102, trip_status: 'request' })),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    // the overlay has seen the request (it asks for its offers)
    await waitFor(() => expect(api.callsTo(OFFERS).length).toBeGreaterThan(0));
    gone = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['trips', 'active'] }));

    const popup = await screen.findByRole('dialog', { name: 'No driver answered' });
    const offer = within(popup).getByRole('textbox', { name: 'Your offer (CAD)' });
    await user.clear(offer);
    await user.type(offer, '25');
    await user.click(within(popup).getByRole('button', { name: 'Send again' }));
    expect(within(popup).getByRole('alert').textContent).toMatch(/20/);
    expect(api.callsTo('/tripapi/updatetrip')).toHaveLength(0);
    await user.clear(offer);
    await user.type(offer, '15');
    await user.click(within(popup).getByRole('button', { name: 'Send again' }));
    expect(await api.firstBodyTo('/tripapi/updatetrip')).toMatchObject({
      action: 'resend',
      user_offer_amt: 15,
    });
  });

  it('an expired request that drivers did offer on says so, and closing it keeps its route', async () => {
    const user = userEvent.setup();
    let gone = false;
    const expired = makeRideTrip({ trip_status: 'expired', offers_made: 3 });
    const api = stubApiCalls({
      [LIST]: listOf(
        () => (gone ? [] : [makeRideTrip()]),
        () => [expired],
      ),
      [OFFERS]: () => ok({ trip_id: 101, trip_status: 'request', trip_version: 1, offers: [] }),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    await waitFor(() => expect(api.callsTo(OFFERS).length).toBeGreaterThan(0));
    gone = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['trips', 'active'] }));

    const popup = await screen.findByRole('dialog', { name: 'No offer accepted in time' });
    expect(
      within(popup).getByText(
        '3 drivers offered, but no offer was accepted in time. Raise your fare or send it again as it is.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'No driver answered' })).toBeNull();

    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    // the next booking form starts with this pickup and drop-off
    expect(readRouteToRebook()).toEqual({
      cityId: expired.city_id,
      pickup: {
        lat: expired.trip_from_lat,
        lng: expired.trip_from_lng,
        address: expired.trip_from_loc,
      },
      drop: { lat: expired.trip_to_lat, lng: expired.trip_to_lng, address: expired.trip_to_loc },
    });
  });

  it("a driver's cancellation at the drop is said, with nothing to send again", async () => {
    stubApiCalls({ [LIST]: () => ok(tripList([makeAssignedTrip()])) });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    push('p_cancel_drop');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your ride has been canceled.'));
    expect(screen.queryByRole('dialog', { name: 'Your driver cancelled' })).toBeNull();
  });

  it('shows the unpaid-trip popup when a completion is pushed', async () => {
    let completed = false;
    const api = stubApiCalls({
      [LIST]: listOf(
        () => (completed ? [] : [makeAssignedTrip({ trip_status: 'begin' })]),
        () => [makeUnpaidTrip()],
      ),
      [UNPAID]: () => ok({ trip: makeUnpaidTrip() }),
    });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Begin' });
    completed = true;
    push('completed');
    const popup = await screen.findByRole('dialog', { name: 'Trip completed' });
    expect(within(popup).getByText('Unpaid')).toBeTruthy();
    expect(within(popup).getByText('CA$12.50')).toBeTruthy();
    expect(within(popup).getByRole('radiogroup', { name: 'Rate your driver' })).toBeTruthy();
    // the unpaid-trip query finds the same trip once it left the list: still one popup
    await waitFor(() => expect(api.callsTo(UNPAID).length).toBeGreaterThan(0));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it("a cash trip: after the rider chose cash, the driver's confirmation (paid push) shows thank-you", async () => {
    const user = userEvent.setup();
    const trip = makeUnpaidTrip({ trip_pay_mode: 'cash' });
    let completed = false;
    let confirmed = false;
    const api = stubApiCalls({
      ...cityAndWallet(0),
      [LIST]: listOf(
        () => (completed ? [] : [makeAssignedTrip({ trip_status: 'begin' })]),
        () => [confirmed ? paidCopy(trip, 'cash') : trip],
      ),
      [UNPAID]: () => ok({ trip: confirmed ? null : trip }),
      [PAY]: () => ok(trip),
    });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Begin' });
    completed = true;
    push('completed');
    const unpaid = await screen.findByRole('dialog', { name: 'Trip completed' });
    await user.click(within(unpaid).getByRole('button', { name: 'Pay' }));
    await user.click(await screen.findByRole('button', { name: 'I paid in cash' }));
    await screen.findByRole('dialog', { name: 'Waiting for your driver' });
    expect(api.callsTo(PAY)[0]?.body).toEqual({ trip_id: 101, pay_mode: 'Cash' });

    confirmed = true;
    const unpaidReads = api.callsTo(UNPAID).length;
    push('paid', { pay_mode: 'Cash' }, paidCopy({ ...trip, version: 3 }, 'cash'));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(within(thanks).getByText('Your payment was successful.')).toBeTruthy();
    // the unpaid trip is read again (none now)
    await waitFor(() => expect(api.callsTo(UNPAID).length).toBeGreaterThan(unpaidReads));
    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    const summary = screen.getByRole('dialog', { name: 'Trip summary' });
    expect(within(summary).getByText('Cash')).toBeTruthy();
  });

  it("a page opened after the ride: the driver's cash confirmation reads the trip history again", async () => {
    const trip = makeUnpaidTrip({ trip_pay_mode: 'cash' });
    stubApiCalls({
      ...cityAndWallet(0),
      [LIST]: () => ok(tripList([])),
      [UNPAID]: () => ok({ trip }),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Trip completed' });
    const history = tripKeys.history({ page: 1, limit: 10 });
    queryClient.setQueryData(history, tripList([trip]));
    push('paid', { pay_mode: 'Cash' }, paidCopy({ ...trip, version: 3 }, 'cash'));
    await screen.findByRole('dialog', { name: 'Thank you' });
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
  });

  it('shows thank-you, then the summary with the rating form, for a trip paid at completion', async () => {
    const user = userEvent.setup();
    let gone = false;
    stubApiCalls({
      [LIST]: listOf(
        () => (gone ? [] : [makeAssignedTrip({ trip_status: 'begin' })]),
        () => [paidCopy(makeUnpaidTrip())],
      ),
      [UNPAID]: () => ok({ trip: null }),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Begin' });

    gone = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['trips', 'active'] }));

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    const summary = screen.getByRole('dialog', { name: 'Trip summary' });
    expect(within(summary).getByText('Card')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Submit Feedback' })).toBeTruthy();
  });

  it("shows the fee, without the rating, after the rider's cancellation with a fee", async () => {
    const user = userEvent.setup();
    let cancelled = false;
    stubApiCalls({
      [LIST]: () => ok(tripList(cancelled ? [] : [makeAssignedTrip()])),
      '/tripapi/updatetrip': () => {
        cancelled = true;
        return ok(
          makeAssignedTrip({
            trip_status: 'cancel',
            is_cancelled: 1,
            cancel_fee: 5,
            trip_pay_amount: 5,
          }),
        );
      },
    });
    renderWithProviders(<RideOverlay />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Ride' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'plans changed, sorry');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const popup = await screen.findByRole('dialog', { name: 'Ride cancelled' });
    expect(within(popup).getByText('Cancellation fee').nextSibling?.textContent).toBe('CA$5.00');
    expect(within(popup).queryByRole('radiogroup')).toBeNull();
  });

  it('shows an unpaid trip found on page load; Close hides it for this page view', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls({
      [LIST]: () => ok(tripList([])),
      [UNPAID]: () => ok({ trip: makeUnpaidTrip() }),
    });
    const { queryClient } = renderWithProviders(<RideOverlay />);
    const popup = await screen.findByRole('dialog', { name: 'Trip completed' });
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => queryClient.refetchQueries({ queryKey: UNPAID_TRIP_KEY }));
    expect(api.callsTo(UNPAID)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without an active trip', async () => {
    const api = stubApiCalls({ [LIST]: () => ok(tripList([])) });
    renderWithProviders(<RideOverlay />);
    // the active trips, then (none) the latest trip, to tell of a request that ended meanwhile
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(api.callsTo(LIST).map((call) => call.body)).toEqual([
      {
        is_request: '0',
        offset: '0',
        limit: '20',
        statuses: ['request', 'offer', 'assigned', 'accept', 'arrive', 'begin'],
      },
      { is_request: '0', offset: '0', limit: '1' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('coming back to a request that expired meanwhile: says why once, not an empty form', async () => {
    localStorage.removeItem('ended_request_seen');
    const expired = makeRideTrip({
      trip_id: 130,
      trip_status: 'expired',
      trip_date: Date.now() - 15 * 60_000,
      ...OFFER_12_IN_10_TO_20,
    });
    stubApiCalls({
      [LIST]: listOf(
        () => [],
        () => [expired],
      ),
    });
    const first = renderWithProviders(<RideOverlay />);
    const popup = await screen.findByRole('dialog', { name: 'No driver answered' });
    expect(
      within(popup).getByText(
        'No driver took your request in time. Raise your fare or send it again as it is.',
      ),
    ).toBeDefined();
    expect(within(popup).getByRole('button', { name: 'Send again' })).toBeDefined();
    first.unmount();
    clearCachedAnswers();

    // told once: the next visit is a new booking
    const api = stubApiCalls({
      [LIST]: listOf(
        () => [],
        () => [expired],
      ),
    });
    renderWithProviders(<RideOverlay />);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('coming back long after, or after a later ride, says nothing', async () => {
    localStorage.removeItem('ended_request_seen');
    const old = makeRideTrip({
      trip_id: 131,
      trip_status: 'expired',
      trip_date: Date.now() - 3 * 60 * 60_000,
    });
    const api = stubApiCalls({
      [LIST]: listOf(
        () => [],
        () => [old],
      ),
    });
    renderWithProviders(<RideOverlay />);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RideOverlay — texts', () => {
  // A popup whose texts are missing suspends, and React hides the popup on screen meanwhile: the
  // trip status would blink away at the end of the ride for a rider who reloaded mid-ride.
  it("loads the later popups' texts (pay modes, card form) while a trip is on", async () => {
    for (const namespace of ['places', 'payments']) unloadNamespace(namespace);
    stubApiCalls({ [LIST]: () => ok(tripList([makeAssignedTrip()])) });
    renderWithProviders(<RideOverlay />);
    await screen.findByRole('dialog', { name: 'Driver Assigned' });
    await waitFor(() => {
      expect(i18n.hasLoadedNamespace('places')).toBe(true);
      expect(i18n.hasLoadedNamespace('payments')).toBe(true);
    });
  });

  it('loads none of them without a trip', async () => {
    unloadNamespace('payments');
    // asked at all, not only loaded: a load still under way would not show as loaded yet
    const load = vi.spyOn(i18n, 'loadNamespaces');
    onTestFinished(() => load.mockRestore());
    const api = stubApiCalls({ [LIST]: () => ok(tripList([])) });
    renderWithProviders(<RideOverlay />);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalledWith(expect.arrayContaining(['payments']));
    expect(i18n.hasLoadedNamespace('payments')).toBe(false);
  });
});
