import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rulesOpsPaths, type CityRules } from '@fairfare/contracts/money-rules';
import { messageText } from '@fairfare/contracts/messages';
import { opsPaths, type StaffRole } from '@fairfare/contracts/staff';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RulesPage } from './RulesPage';

// The map is a picture of what the screen says; Leaflet is not what these tests are about. While
// drawing, each press of "Click the map" stands for a click at the next of these corners.
const corners: Array<[number, number]> = [
  [43.05, -81.35],
  [43.05, -81.15],
  [42.9, -81.15],
];
vi.mock('../../shared/map/LazyOpsMap', () => ({
  LazyOpsMap: ({
    label,
    drawing,
    editing,
  }: {
    label: string;
    drawing?: { points: unknown[]; onAdd: (p: [number, number]) => void };
    editing?: { onChange: (geometry: unknown) => void };
  }) => (
    <div role="img" aria-label={label}>
      {editing ? (
        <button type="button" onClick={() => editing.onChange(movedSquare)}>
          Drag the north-east corner
        </button>
      ) : null}
      {drawing ? (
        <button type="button" onClick={() => drawing.onAdd(corners[drawing.points.length]!)}>
          Click the map
        </button>
      ) : null}
    </div>
  ),
}));

// London's stored area, and the same with its north-east corner dragged far east.
const square = {
  type: 'Polygon',
  coordinates: [
    [
      [-81.4, 42.9],
      [-81.1, 42.9],
      [-81.1, 43.1],
      [-81.4, 43.1],
      [-81.4, 42.9],
    ],
  ],
};
const movedSquare = vi.hoisted(() => ({
  type: 'Polygon',
  coordinates: [
    [
      [-81.4, 42.9],
      [-81.1, 42.9],
      [-80.8, 43.4],
      [-81.4, 43.1],
      [-81.4, 42.9],
    ],
  ],
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const economy = {
  city_id: 14,
  category_id: 1,
  category_name: 'Economy',
  base_fare: 3.5,
  per_km: 1.25,
  per_min: 0.3,
  min_fare: 7.5,
  max_fare: null,
  commission_pct: 20,
  bid_floor_pct: 80,
  bid_ceiling_pct: 200,
};

function london(perKm = 1.25): CityRules {
  return {
    city_id: 14,
    city_name: 'London',
    currency: 'CAD',
    pay_options: ['cash', 'stripe', 'wallet'],
    wallet_credit_limit: 100,
    geofence: null,
    geofence_version: '1',
    city_lat: 42.98,
    city_lng: -81.24,
    fares: [{ ...economy, per_km: perKm }],
    promos: [],
    places: [
      { name: 'Western University', lat: 43.0096, lng: -81.2737 },
      { name: 'Far away farm', lat: 43.3, lng: -80.9 },
    ],
  };
}

const categories = [
  {
    category_id: 1,
    category_name: 'Economy',
    category_desc: 'Everyday rides',
    seats: 4,
    sort_order: 1,
    is_active: true,
  },
  {
    category_id: 2,
    category_name: 'Comfort',
    category_desc: 'More room',
    seats: 4,
    sort_order: 2,
    is_active: true,
  },
];

function stubRules(role: StaffRole, handlers: Parameters<typeof stubApiCalls>[0] = {}) {
  let perKm = 1.25;
  return stubApiCalls({
    [opsPaths.session]: () =>
      ok({
        staff: { staff_id: 1, email: 'a@b.c', name: 'Cleo', role, city_ids: [14] },
        has_passkey: true,
      }),
    [rulesOpsPaths.cities]: () => ok([{ city_id: 14, city_name: 'London', city_cur: 'CAD' }]),
    [rulesOpsPaths.cityRules]: () => ok(london(perKm)),
    [rulesOpsPaths.categories]: () => ok(categories),
    [rulesOpsPaths.saveFare]: (body) => {
      perKm = Number(body.per_km);
      return ok({ ...economy, per_km: perKm });
    },
    ...handlers,
  });
}

describe('City rules', () => {
  it("saves a category's fare for the chosen city and shows the new rule", async () => {
    const api = stubRules('city');
    renderWithProviders(<RulesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Economy fare' }));
    const form = screen.getByRole('form', { name: 'Economy fare in London' });
    const perKm = within(form).getByLabelText('Per km (CAD)');
    await userEvent.clear(perKm);
    await userEvent.type(perKm, '2.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save fare' }));

    expect((await screen.findByRole('status')).textContent).toBe('Economy fare saved.');
    expect(api.callsTo(rulesOpsPaths.saveFare)[0]?.body).toEqual({
      ...economy,
      category_name: undefined,
      per_km: 2.25,
    });
    const fares = screen.getByRole('table', { name: 'Fares in London' });
    const row = within(fares).getByRole('row', { name: /^Economy\b/ });
    await waitFor(() => expect(row.textContent).toContain('CA$2.25'));
  });

  it('adds a fare for a category the city does not offer yet', async () => {
    const api = stubRules('city');
    renderWithProviders(<RulesPage />);
    const add = await screen.findByRole('form', { name: 'Add a fare' });
    expect(within(add).getByLabelText('Category without a fare here').textContent).toBe('Comfort');
    await userEvent.click(within(add).getByRole('button', { name: 'Add a fare' }));
    const form = screen.getByRole('form', { name: 'Comfort fare in London' });
    for (const [label, value] of [
      ['Base fare (CAD)', '4'],
      ['Per km (CAD)', '1.5'],
      ['Per minute (CAD)', '0.4'],
      ['Minimum fare (CAD)', '9'],
    ] as const) {
      const field = within(form).getByLabelText(label);
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Save fare' }));
    await api.firstBodyTo(rulesOpsPaths.saveFare);
    expect(api.callsTo(rulesOpsPaths.saveFare)[0]?.body).toMatchObject({
      city_id: 14,
      category_id: 2,
      base_fare: 4,
      per_km: 1.5,
      per_min: 0.4,
      min_fare: 9,
      max_fare: null,
    });
  });

  it('says what is wrong under each field and sends nothing: a maximum below the minimum, an empty amount', async () => {
    const api = stubRules('city');
    renderWithProviders(<RulesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Economy fare' }));
    const perKm = screen.getByLabelText('Per km (CAD)');
    await userEvent.clear(perKm);
    await userEvent.click(screen.getByRole('button', { name: 'Save fare' }));
    expect((await screen.findByText('This field is required.')).id).toBe('fare-1-per-km-error');

    await userEvent.type(perKm, '2');
    const max = screen.getByLabelText('Maximum fare (CAD)');
    await userEvent.type(max, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save fare' }));
    await screen.findByText(/The minimum fare must not exceed the maximum/);
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(rulesOpsPaths.saveFare)).toEqual([]);
  });

  it("shows the service's refusal and keeps the form", async () => {
    stubRules('city', { [rulesOpsPaths.saveFare]: () => failed(403, 'error.forbidden') });
    renderWithProviders(<RulesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Economy fare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save fare' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messageText('error.forbidden'));
    screen.getByRole('form', { name: 'Economy fare in London' });
  });

  it('sends a pasted geofence, says when the text is not JSON, and shows the service’s verdict', async () => {
    const api = stubRules('city', {
      [rulesOpsPaths.saveGeofence]: (_body, call) =>
        call === 0
          ? failed(400, 'rules.geofenceInvalid')
          : ok({ city_id: 14, geofence_version: '1800000000000' }),
    });
    renderWithProviders(<RulesPage />);
    const json = await screen.findByLabelText('GeoJSON');
    const save = screen.getByRole('button', { name: 'Save geofence' });

    await userEvent.type(json, 'not json');
    await userEvent.click(save);
    await screen.findByText('This is not valid JSON.');
    expect(api.callsTo(rulesOpsPaths.saveGeofence)).toEqual([]);

    const line = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    await userEvent.clear(json);
    await userEvent.click(json);
    await userEvent.paste(JSON.stringify(line));
    await userEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(
      messageText('rules.geofenceInvalid'),
    );
    expect(api.callsTo(rulesOpsPaths.saveGeofence)[0]?.body).toEqual({
      city_id: 14,
      geofence: line,
    });

    await userEvent.click(save);
    await screen.findByText('Geofence saved (version 1800000000000).');
  });

  it('reads an uploaded GeoJSON file into the form and shows it on the map before it is saved', async () => {
    const api = stubRules('city', {
      [rulesOpsPaths.saveGeofence]: () => ok({ city_id: 14, geofence_version: '1800000000001' }),
    });
    renderWithProviders(<RulesPage />);
    await screen.findByRole('img', { name: 'Geofence of London' });
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [-81.4, 42.9],
          [-81.1, 42.9],
          [-81.1, 43.1],
          [-81.4, 42.9],
        ],
      ],
    };
    const collection = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: square }],
    };
    const file = new File([JSON.stringify(collection)], 'london.geojson', {
      type: 'application/geo+json',
    });
    await userEvent.upload(screen.getByLabelText('Upload a GeoJSON file'), file);

    await screen.findByRole('img', { name: 'New geofence of London' });
    expect((screen.getByLabelText('GeoJSON') as HTMLTextAreaElement).value).toBe(
      JSON.stringify(collection),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save geofence' }));
    await screen.findByText('Geofence saved (version 1800000000001).');
    // a collection of one feature is sent as that feature
    expect(api.callsTo(rulesOpsPaths.saveGeofence)[0]?.body).toEqual({
      city_id: 14,
      geofence: collection.features[0],
    });
  });

  it('turns an area drawn on the map into GeoJSON, which is what is saved', async () => {
    const api = stubRules('city', {
      [rulesOpsPaths.saveGeofence]: () => ok({ city_id: 14, geofence_version: '1800000000002' }),
    });
    renderWithProviders(<RulesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Draw on the map' }));
    const use = screen.getByRole('button', { name: 'Use the drawn area' });
    const click = screen.getByRole('button', { name: 'Click the map' });
    await userEvent.click(click);
    await userEvent.click(click);
    expect(use.hasAttribute('disabled')).toBe(true); // two corners make no area
    await userEvent.click(click);
    await screen.findByText(/Corners so far: 3/);
    await userEvent.click(use);

    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-81.35, 43.05],
          [-81.15, 43.05],
          [-81.15, 42.9],
          [-81.35, 43.05],
        ],
      ],
    };
    const json = screen.getByLabelText('GeoJSON') as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual(polygon);
    expect(screen.queryByRole('button', { name: 'Click the map' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save geofence' }));
    await screen.findByText('Geofence saved (version 1800000000002).');
    expect(api.callsTo(rulesOpsPaths.saveGeofence)[0]?.body).toEqual({
      city_id: 14,
      geofence: polygon,
    });
  });

  it('shows the stored area in the box, moves a corner on the map, previews the places inside, saves it', async () => {
    const api = stubRules('city', {
      [rulesOpsPaths.cityRules]: () => ok({ ...london(), geofence: square }),
      [rulesOpsPaths.saveGeofence]: () => ok({ city_id: 14, geofence_version: '1800000000003' }),
    });
    renderWithProviders(<RulesPage />);
    const json = (await screen.findByLabelText('GeoJSON')) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual(square);
    await screen.findByRole('img', { name: 'Geofence of London' });
    expect(screen.getByText('1 of 2 places of London are inside this area.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Move the corners' }));
    await userEvent.click(screen.getByRole('button', { name: 'Drag the north-east corner' }));
    expect(JSON.parse(json.value)).toEqual(movedSquare);
    await screen.findByRole('img', { name: 'New geofence of London' });
    expect(screen.getByText('2 of 2 places of London are inside this area.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done moving corners' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save geofence' }));
    await screen.findByText('Geofence saved (version 1800000000003).');
    expect(api.callsTo(rulesOpsPaths.saveGeofence)[0]?.body).toEqual({
      city_id: 14,
      geofence: movedSquare,
    });
  });

  it('lists promo codes of every city as such, which a city manager cannot change', async () => {
    const welcome = {
      promo_id: 1,
      promo_code: 'WELCOME10',
      promo_kind: 'percent' as const,
      promo_value: 10,
      max_discount: 10,
      valid_from: 0,
      valid_to: 4_000_000_000_000,
      per_user_limit: 1,
      city_id: null,
      category_id: null,
      promo_desc: '',
      is_active: true,
      uses: 3,
    };
    stubRules('city', {
      [rulesOpsPaths.cityRules]: () => ok({ ...london(), promos: [welcome] }),
    });
    renderWithProviders(<RulesPage />);
    const [code] = await screen.findAllByRole('rowheader', { name: /^WELCOME10/ });
    expect(code!.textContent).toBe('WELCOME10 (every city)');
    expect(within(code!.closest('tr')!).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/No promo code/)).toBeNull();
  });

  it('makes a promo code of the city, and says when its code is taken', async () => {
    const api = stubRules('city', {
      [rulesOpsPaths.savePromo]: (body, call) =>
        call === 0
          ? failed(409, 'rules.promoCodeTaken')
          : ok({ ...body, promo_id: 9, uses: 0, promo_code: 'RAIN5' }),
    });
    renderWithProviders(<RulesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New promo code' }));
    const form = screen.getByRole('form', { name: 'New promo in London' });
    await userEvent.type(within(form).getByLabelText('Code'), 'rain5');
    await userEvent.selectOptions(within(form).getByLabelText('Discount'), 'An amount off');
    const value = within(form).getByLabelText('Amount off (CAD)');
    await userEvent.clear(value);
    await userEvent.type(value, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save promo' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(
      messageText('rules.promoCodeTaken'),
    );
    expect(api.callsTo(rulesOpsPaths.savePromo)[0]?.body).toMatchObject({
      promo_code: 'RAIN5',
      promo_kind: 'flat',
      promo_value: 5,
      max_discount: null,
      city_id: 14,
      category_id: null,
      per_user_limit: 1,
      is_active: true,
    });
    expect(within(form).queryByLabelText('For every city')).toBeNull(); // an admin's

    await userEvent.click(within(form).getByRole('button', { name: 'Save promo' }));
    await screen.findByText('Promo RAIN5 saved.');
  });

  it('lets an admin edit the shared categories, and shows them to a city manager only to read', async () => {
    stubRules('city');
    const { unmount } = renderWithProviders(<RulesPage />);
    const list = await screen.findByRole('table', { name: 'Categories' });
    expect(within(list).queryByRole('button')).toBeNull();
    unmount();

    stubRules('admin');
    renderWithProviders(<RulesPage />);
    const adminList = await screen.findByRole('table', { name: 'Categories' });
    await within(adminList).findByRole('button', { name: 'Edit category Comfort' });
  });

  it('lets an admin change the wallet credit limit, says the service’s refusal, and shows it to a city manager only to read', async () => {
    stubRules('city');
    const { unmount } = renderWithProviders(<RulesPage />);
    const section = await screen.findByRole('region', { name: 'Wallet credit limit' });
    expect(section.textContent).toContain('above CA$100.00 wait for a second staff member');
    expect(within(section).getByText('An admin changes it.')).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('spinbutton')).toBeNull();
    unmount();

    let refuse = true;
    const api = stubRules('admin', {
      [rulesOpsPaths.saveCreditLimit]: (body) =>
        refuse ? failed(400, 'rules.creditLimitInvalid') : ok(body),
    });
    const user = userEvent.setup();
    renderWithProviders(<RulesPage />);
    const form = await screen.findByRole('form', { name: 'Wallet credit limit' });
    const field = within(form).getByLabelText('Credit limit (CAD)');
    await user.clear(field);
    await user.type(field, '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save credit limit' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Enter a credit limit from 0 to 10,000, in whole cents.',
    );

    refuse = false;
    await user.clear(field);
    await user.type(field, '40.50');
    await user.click(within(form).getByRole('button', { name: 'Save credit limit' }));
    expect((await screen.findByRole('status')).textContent).toBe('Credit limit saved.');
    expect(api.callsTo(rulesOpsPaths.saveCreditLimit).at(-1)?.body).toEqual({
      city_id: 14,
      wallet_credit_limit: 40.5,
    });
  });
});
