import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedPlacesResponse } from '@fairfare/contracts/savedPlaces';
import { failed, ok } from '../../test/apiCalls';
import { changeLanguage } from '../../shared/i18n/i18n';
import { BookNowPage } from './BookNowPage';
import {
  logInRider,
  PATHS,
  renderBookingRoute,
  stubBookingApi,
  type Handler,
} from './test/bookingApi';
import { MASONVILLE, WESTERN } from './test/fixtures';

vi.mock('./map/LazyBookingMap', () => ({ LazyBookingMap: () => <div>map</div> }));

const HOME = { address: '12 Elm Street', lat: 42.9849, lng: -81.2453 };
const saved = (id: number, kind: 'home' | 'work' | 'favourite', name: string, at: typeof HOME) => ({
  saved_place_id: id,
  kind,
  name,
  ...at,
  created_at: 1,
  updated_at: 1,
});

const PLACES: SavedPlacesResponse = {
  places: [
    saved(1, 'home', '', HOME),
    saved(2, 'work', '', {
      address: MASONVILLE.place_name,
      lat: MASONVILLE.lat,
      lng: MASONVILLE.lng,
    }),
    saved(3, 'favourite', 'Gym', { address: 'Fitness Hub', lat: 42.99, lng: -81.25 }),
  ],
  recent: [
    { address: WESTERN.place_name, lat: WESTERN.lat, lng: WESTERN.lng, used_at: 5 },
    { address: 'Covent Garden Market', lat: 42.9836, lng: -81.2497, used_at: 5 },
  ],
};

function renderPage() {
  return renderBookingRoute('/booknow', { '/booknow': <BookNowPage /> });
}

/**
 * A signed-in rider's booking screen whose saved places the service answers with `answer`: its
 * pickup box (named `pickup`), once the places were asked.
 */
async function openAsRider(answer: Handler, pickup = 'Pickup location') {
  const api = stubBookingApi({ [PATHS.savedPlaces]: answer });
  logInRider();
  renderPage();
  const box = await screen.findByRole('combobox', { name: pickup });
  await waitFor(() => expect(api.callsTo(PATHS.savedPlaces)).toHaveLength(1));
  return { api, box };
}

/** What an option reads: its own label (a saved or recent place), else its text. */
function readText(option: HTMLElement): string {
  return option.getAttribute('aria-label') ?? option.textContent ?? '';
}

/** What the options of the pickup's list read now. */
function optionNames(): string[] {
  const list = document.getElementById('booking-pickup-listbox')!;
  return within(list).queryAllByRole('option', { hidden: true }).map(readText);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('BookNowPage: saved and recent places come first in the pickup and the drop', () => {
  it('offers them as soon as they come, to a rider already in the empty box', async () => {
    let answer = (_response: Response) => undefined as void;
    const later = new Promise<Response>((resolve) => (answer = resolve));
    const user = userEvent.setup();
    const { box: pickup } = await openAsRider(() => later);
    // the rider taps the box before the saved places have come
    await user.click(pickup);
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    answer(ok(PLACES));
    await waitFor(() => expect(pickup.getAttribute('aria-expanded')).toBe('true'));
    expect(optionNames()[0]).toBe('Home: 12 Elm Street');
  });

  it('offers Home, Work, the favourites, then the recent places in an empty focused box', async () => {
    const user = userEvent.setup();
    const { api, box: pickup } = await openAsRider(() => ok(PLACES));
    await user.click(pickup);

    expect(pickup.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Places found' });
    expect(within(list).getAllByRole('option').map(readText)).toEqual([
      'Home: 12 Elm Street',
      'Work: Masonville Place',
      'Gym: Fitness Hub',
      'Recent: Western University',
      'Recent: Covent Garden Market',
    ]);
    // a recent place's name does not start like the search result of the same place
    expect(screen.getByRole('option', { name: 'Recent: Western University' })).toBeDefined();
    expect(screen.getByText('5 of your places. Use the arrow keys to choose one.')).toBeDefined();
    // nothing was searched for an empty box
    expect(api.callsTo(PATHS.places)).toHaveLength(0);

    await user.click(screen.getByRole('option', { name: /^Home/ }));
    expect((pickup as HTMLInputElement).value).toBe('12 Elm Street');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');

    // the drop offers them too; the keyboard picks Work
    const drop = screen.getByRole('combobox', { name: 'Drop location' });
    await user.click(drop);
    expect(drop.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const work = screen.getByRole('option', { name: /^Work/ });
    expect(drop.getAttribute('aria-activedescendant')).toBe(work.id);
    await user.keyboard('{Enter}');
    expect((drop as HTMLInputElement).value).toBe('Masonville Place');

    // the trip is estimated between the saved places' own points
    await waitFor(() =>
      expect(api.callsTo(PATHS.estimate).at(-1)?.body).toEqual({
        city_id: 14,
        pickup: { lat: HOME.lat, lng: HOME.lng },
        drop: { lat: MASONVILLE.lat, lng: MASONVILLE.lng },
      }),
    );
  });

  it('keeps the places matching the typed text before the search results', async () => {
    const user = userEvent.setup();
    const { box: pickup } = await openAsRider(() => ok(PLACES));

    // one letter: only the rider's places that match, before any search
    await user.type(pickup, 'g');
    expect(optionNames()).toEqual(['Gym: Fitness Hub', 'Recent: Covent Garden Market']);

    await user.clear(pickup);
    await user.type(pickup, 'mason');
    await screen.findByRole('option', { name: /^Masonville Place1680/ });
    expect(optionNames()).toEqual([
      'Work: Masonville Place',
      'Masonville Place1680 Richmond St, London, ON N6G 3Y9',
    ]);
    expect(screen.getByText('2 places found. Use the arrow keys to choose one.')).toBeDefined();

    // a text matching nothing saved: the search results alone, as before
    await user.clear(pickup);
    await user.type(pickup, 'Western');
    await screen.findByRole('option', { name: /^Western University1151/ });
    expect(optionNames()).toEqual([
      'Recent: Western University',
      'Western University1151 Richmond St, London, ON N6A 3K7',
    ]);
    // picking by the place's name, as a person (and the browser journeys) do, is not ambiguous
    await user.click(screen.getByRole('option', { name: /^Western University/ }));
    expect((pickup as HTMLInputElement).value).toBe('Western University');
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
  });

  it('names Home and Work in the interface language', async () => {
    await changeLanguage('es');
    const user = userEvent.setup();
    const { box: pickup } = await openAsRider(() => ok(PLACES), 'Lugar de recogida');
    await user.click(pickup);
    expect(pickup.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual([
      'Casa: 12 Elm Street',
      'Trabajo: Masonville Place',
      'Gym: Fitness Hub',
      'Reciente: Western University',
      'Reciente: Covent Garden Market',
    ]);
    expect(screen.getByText('5 de tus lugares. Usa las flechas para elegir uno.')).toBeDefined();
  });

  it('asks nothing for a visitor, and the search alone works when the places cannot be read', async () => {
    const visitor = stubBookingApi({ [PATHS.savedPlaces]: () => ok(PLACES) });
    const user = userEvent.setup();
    renderPage();
    const pickup = await screen.findByRole('combobox', { name: 'Pickup location' });
    await user.click(pickup);
    expect(pickup.getAttribute('aria-expanded')).toBe('false');
    expect(visitor.callsTo(PATHS.savedPlaces)).toHaveLength(0);
    cleanup();

    const { box } = await openAsRider(() => failed(503, 'error.internal'));
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'Mason');
    await user.click(await screen.findByRole('option', { name: /^Masonville Place/ }));
    expect((box as HTMLInputElement).value).toBe('Masonville Place');
  });
});
