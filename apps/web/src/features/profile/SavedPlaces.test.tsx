import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedPlace, SavedPlacesResponse } from '@fairfare/contracts/savedPlaces';
import { changeLanguage } from '../../shared/i18n/i18n';
import { logInAsRiderForEachTest, makeUser } from '../../test/account';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { geofenceMapOf, makeCity } from '../../test/cities';
import { MASONVILLE, WESTERN } from '../../test/places';
import { renderRoutes } from '../../test/renderWithProviders';
import { PROFILE_ROUTE } from './test/profileRoute';

const routes = [PROFILE_ROUTE];

const USER = makeUser();

const LONDON = makeCity();
const SEARCHABLE = [WESTERN, MASONVILLE];

function saved(
  id: number,
  kind: SavedPlace['kind'],
  name: string,
  address: string,
  lat = 42.98,
): SavedPlace {
  return {
    saved_place_id: id,
    kind,
    name,
    address,
    lat,
    lng: -81.25,
    created_at: 1,
    updated_at: 1,
  };
}

const HOME = saved(1, 'home', '', '12 Elm Street');
const WORK = saved(2, 'work', '', 'Masonville Place', 43.0255);
const GYM = saved(3, 'favourite', 'Gym', 'Fitness Hub', 42.99);
const RECENT = [{ address: 'Covent Garden Market', lat: 42.9836, lng: -81.2497, used_at: 9 }];

/**
 * My Account with a saved-places service that keeps what it is sent: Home and Work replace
 * their own; `refuse` answers a save with a failure instead.
 */
function stubAccount(
  initial: SavedPlace[],
  refuse?: (body: Record<string, unknown>) => Response | undefined,
) {
  let places = [...initial];
  let nextId = 100;
  const list = (): SavedPlacesResponse => ({ places, recent: RECENT });
  return stubApiCalls({
    '/userapi/getusers': () => ok(USER),
    '/tripapi/gettrips': () => ok({ trips: [], total: 0, offset: 0, limit: 10 }),
    '/safetyapi/gettrustedcontacts': () => ok({ contacts: [] }),
    '/commonapi/getallinone': () => ok({ City: [LONDON] }),
    '/commonapi/getgeofences': () => ok(geofenceMapOf([LONDON])),
    '/placeapi/searchplaces': (body) =>
      ok(
        SEARCHABLE.filter((p) =>
          p.place_name.toLowerCase().includes(String(body.q).trim().toLowerCase()),
        ),
      ),
    '/savedplaceapi/getsavedplaces': () => ok(list()),
    '/savedplaceapi/savesavedplace': (body) => {
      const refused = refuse?.(body);
      if (refused) return refused;
      const kind = body.kind as SavedPlace['kind'];
      const same = places.find((p) => kind !== 'favourite' && p.kind === kind);
      const id = (body.saved_place_id as number | undefined) ?? same?.saved_place_id ?? nextId++;
      const place: SavedPlace = {
        saved_place_id: id,
        kind,
        name: String(body.name ?? ''),
        address: String(body.address),
        lat: Number(body.lat),
        lng: Number(body.lng),
        created_at: 1,
        updated_at: 2,
      };
      places = places.filter((p) => p.saved_place_id !== id && !(same && p === same));
      places = [...places, place].sort(
        (a, b) =>
          ['home', 'work', 'favourite'].indexOf(a.kind) -
            ['home', 'work', 'favourite'].indexOf(b.kind) || a.saved_place_id - b.saved_place_id,
      );
      return ok(place, 'Place saved.');
    },
    '/savedplaceapi/deletesavedplace': (body) => {
      const id = body.saved_place_id as number;
      if (!places.some((p) => p.saved_place_id === id)) return failed(404, 'savedPlaces.notFound');
      places = places.filter((p) => p.saved_place_id !== id);
      return ok({ saved_place_id: id }, 'Place removed.');
    },
  });
}

async function openSavedPlaces(name = 'Saved places') {
  renderRoutes(routes, { path: '/profile' });
  return screen.findByRole('region', { name }, { timeout: 3000 });
}

/** The saved places' list items, as "label: address". */
function itemsOf(region: HTMLElement): string[] {
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.saved-place__text')?.textContent ?? '');
}

async function choosePlace(user: UserEvent, form: HTMLElement, typed: string, name: RegExp) {
  const box = within(form).getByRole('combobox', { name: 'Place' });
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await within(form).findByRole('option', { name }));
}

logInAsRiderForEachTest();

describe('My Account: saved places', () => {
  it('lists Home, Work and the favourites, each with Edit and Remove', async () => {
    stubAccount([HOME, WORK, GYM]);
    const region = await openSavedPlaces();
    await within(region).findByRole('list', { name: 'Saved places' });
    expect(itemsOf(region)).toEqual([
      'Home: 12 Elm Street',
      'Work: Masonville Place',
      'Gym: Fitness Hub',
    ]);
    const home = within(region).getAllByRole('listitem')[0]!;
    for (const name of ['Edit', 'Remove']) {
      const button = within(home).getByRole('button', { name });
      // the button is described by its place
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Home: 12 Elm Street',
      );
    }
    expect(within(region).getByRole('button', { name: 'Add a place' })).toBeDefined();
    expect(within(region).getByText('Favourites: 1 of 10')).toBeDefined();
  });

  it('adds a favourite: checks the name and the place first, then saves it', async () => {
    const api = stubAccount([]);
    const user = userEvent.setup();
    const region = await openSavedPlaces();
    expect(
      await within(region).findByText(
        'No saved places yet. Add your Home, your Work or a favourite place to choose it quickly when you book.',
      ),
    ).toBeDefined();
    const add = within(region).getByRole('button', { name: 'Add a place' });
    await user.click(add);
    const form = within(region).getByRole('form', { name: 'Add a place' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Add a place' }));
    expect(within(form).getByRole('radio', { name: 'Favourite' })).toHaveProperty('checked', true);

    await user.click(within(form).getByRole('button', { name: 'Save place' }));
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const place = within(form).getByRole('combobox', { name: 'Place' });
    expect(within(form).getByText('Please give this place a name.')).toBeDefined();
    expect(
      within(form).getByText('Please choose a place from the list or on the map.'),
    ).toBeDefined();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(place.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(api.callsTo('/savedplaceapi/savesavedplace')).toHaveLength(0);

    await user.type(name, '  Mall ');
    await choosePlace(user, form, 'Mason', /^Masonville Place/);
    expect((place as HTMLInputElement).value).toBe('Masonville Place');
    expect(place.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save place' }));

    expect(await screen.findByText('Place saved.')).toBeDefined();
    expect(api.callsTo('/savedplaceapi/savesavedplace')[0]?.body).toEqual({
      kind: 'favourite',
      name: 'Mall',
      address: 'Masonville Place',
      lat: 43.0255,
      lng: -81.279,
    });
    await waitFor(() => expect(itemsOf(region)).toEqual(['Mall: Masonville Place']));
    expect(within(region).queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('edits Home with the place search, and says what a new Home replaces', async () => {
    const api = stubAccount([HOME, GYM]);
    const user = userEvent.setup();
    const region = await openSavedPlaces();
    await within(region).findByRole('list', { name: 'Saved places' });

    // adding Home again says it replaces the one there is
    await user.click(within(region).getByRole('button', { name: 'Add a place' }));
    let form = within(region).getByRole('form', { name: 'Add a place' });
    await user.click(within(form).getByRole('radio', { name: 'Home' }));
    expect(within(form).queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(within(form).getByText('This replaces your Home: 12 Elm Street.')).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(region).queryByRole('form')).toBeNull();

    const edit = within(within(region).getAllByRole('listitem')[0]!).getByRole('button', {
      name: 'Edit',
    });
    await user.click(edit);
    form = within(region).getByRole('form', { name: 'Edit Home' });
    expect(within(form).getByRole('radio', { name: 'Home' })).toHaveProperty('checked', true);
    expect(within(form).queryByText(/^This replaces/)).toBeNull();
    const place = within(form).getByRole('combobox', { name: 'Place' }) as HTMLInputElement;
    expect(place.value).toBe('12 Elm Street');
    await choosePlace(user, form, 'Western', /^Western University/);
    await user.click(within(form).getByRole('button', { name: 'Save place' }));

    expect(await screen.findByText('Place saved.')).toBeDefined();
    expect(api.callsTo('/savedplaceapi/savesavedplace')[0]?.body).toEqual({
      saved_place_id: 1,
      kind: 'home',
      name: '',
      address: 'Western University',
      lat: 43.0096,
      lng: -81.2737,
    });
    await waitFor(() =>
      expect(itemsOf(region)).toEqual(['Home: Western University', 'Gym: Fitness Hub']),
    );
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it("offers the rider's recent places in the form's place field", async () => {
    const api = stubAccount([]);
    const user = userEvent.setup();
    const region = await openSavedPlaces();
    await within(region).findByText(/^No saved places yet/);
    await user.click(within(region).getByRole('button', { name: 'Add a place' }));
    const form = within(region).getByRole('form', { name: 'Add a place' });
    await user.click(within(form).getByRole('radio', { name: 'Work' }));
    await user.click(within(form).getByRole('combobox', { name: 'Place' }));
    await user.click(within(form).getByRole('option', { name: 'Recent: Covent Garden Market' }));
    await user.click(within(form).getByRole('button', { name: 'Save place' }));
    await screen.findByText('Place saved.');
    expect(api.callsTo('/savedplaceapi/savesavedplace')[0]?.body).toEqual({
      kind: 'work',
      name: '',
      address: 'Covent Garden Market',
      lat: 42.9836,
      lng: -81.2497,
    });
  });

  it('removes a place, says so and brings the focus to the heading', async () => {
    const api = stubAccount([HOME, GYM]);
    const user = userEvent.setup();
    const region = await openSavedPlaces();
    await within(region).findByRole('list', { name: 'Saved places' });
    const gym = within(region).getAllByRole('listitem')[1]!;
    await user.click(within(gym).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Place removed.')).toBeDefined();
    expect(api.callsTo('/savedplaceapi/deletesavedplace')[0]?.body).toEqual({ saved_place_id: 3 });
    await waitFor(() => expect(itemsOf(region)).toEqual(['Home: 12 Elm Street']));
    expect(document.activeElement).toBe(
      within(region).getByRole('heading', { level: 2, name: 'Saved places' }),
    );
  });

  it("shows the service's refusals: the 11th favourite above the form, a taken name under it", async () => {
    const favourites = Array.from({ length: 10 }, (_, i) =>
      saved(10 + i, 'favourite', `Spot ${i}`, `Place ${i}`),
    );
    stubAccount(favourites, (body) =>
      body.name === 'Spot 1'
        ? failed(409, 'savedPlaces.nameTaken', { name: 'Spot 1' })
        : failed(409, 'savedPlaces.favouritesFull', { max: 10 }),
    );
    const user = userEvent.setup();
    const region = await openSavedPlaces();
    await within(region).findByText('Favourites: 10 of 10');
    await user.click(within(region).getByRole('button', { name: 'Add a place' }));
    const form = within(region).getByRole('form', { name: 'Add a place' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Library');
    await choosePlace(user, form, 'Western', /^Western University/);
    await user.click(within(form).getByRole('button', { name: 'Save place' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You can keep up to 10 favourite places. Please remove one before adding another.',
    );

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Spot 1');
    await user.click(within(form).getByRole('button', { name: 'Save place' }));
    expect(
      await within(form).findByText('You already have a favourite called Spot 1.'),
    ).toBeDefined();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(itemsOf(region)).toHaveLength(10);
  });

  it('speaks Spanish', async () => {
    stubAccount([HOME, GYM]);
    await changeLanguage('es');
    const user = userEvent.setup();
    const region = await openSavedPlaces('Lugares guardados');
    await within(region).findByRole('list', { name: 'Lugares guardados' });
    expect(itemsOf(region)).toEqual(['Casa: 12 Elm Street', 'Gym: Fitness Hub']);
    expect(within(region).getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(within(region).getAllByRole('button', { name: 'Eliminar' })).toHaveLength(2);
    await user.click(within(region).getByRole('button', { name: 'Añadir un lugar' }));
    const form = within(region).getByRole('form', { name: 'Añadir un lugar' });
    await user.click(within(form).getByRole('button', { name: 'Guardar lugar' }));
    expect(within(form).getByText('Ponle un nombre a este lugar.')).toBeDefined();
  });

  it('says when the places cannot be loaded, and tries again', async () => {
    let calls = 0;
    stubApiCalls({
      '/userapi/getusers': () => ok(USER),
      '/tripapi/gettrips': () => ok({ trips: [], total: 0, offset: 0, limit: 10 }),
      '/safetyapi/gettrustedcontacts': () => ok({ contacts: [] }),
      '/savedplaceapi/getsavedplaces': () =>
        calls++ === 0 ? failed(503, 'error.internal') : ok({ places: [HOME], recent: [] }),
    });
    const user = userEvent.setup();
    const region = await openSavedPlaces();
    expect((await within(region).findByRole('alert')).textContent).toContain(
      'We could not load your saved places.',
    );
    expect(within(region).getByRole('button', { name: 'Add a place' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(itemsOf(region)).toEqual(['Home: 12 Elm Street']));
  });
});
