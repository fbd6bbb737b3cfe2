import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Leaflet tests for SVG support when it loads, so this runs before the imports below.
vi.hoisted(() => {
  if (!('createSVGRect' in SVGSVGElement.prototype)) {
    Object.defineProperty(SVGSVGElement.prototype, 'createSVGRect', {
      configurable: true,
      value: () => ({}),
    });
  }
});
import { changeLanguage } from '../../../shared/i18n/i18n';
import { squareGeofence } from '../../../test/cities';
import { stubScrollTo } from '../../../test/renderWithProviders';
import { BookingMap, type BookingMapProps } from './BookingMap';

/*
 * Leaflet runs for real here. jsdom has no layout, so the map's box is given a size (400 × 300)
 * and a click at its middle lands on the map's centre; jsdom has no SVG geometry either, so
 * `createSVGRect` is provided for Leaflet's feature test. Tiles never load (no network), which is
 * exactly the situation the map must cope with.
 */
const WIDTH = 400;
const HEIGHT = 300;
const restore: Array<() => void> = [];
function define<T extends object>(proto: T, key: string, value: PropertyDescriptor) {
  const before = Object.getOwnPropertyDescriptor(proto, key);
  Object.defineProperty(proto, key, { configurable: true, ...value });
  restore.push(() =>
    before
      ? Object.defineProperty(proto, key, before)
      : delete (proto as Record<string, unknown>)[key],
  );
}

beforeAll(() => {
  define(HTMLElement.prototype, 'clientWidth', {
    get(this: HTMLElement) {
      return this.classList.contains('leaflet-container') ? WIDTH : 0;
    },
  });
  define(HTMLElement.prototype, 'clientHeight', {
    get(this: HTMLElement) {
      return this.classList.contains('leaflet-container') ? HEIGHT : 0;
    },
  });
});

afterAll(() => {
  for (const undo of restore.reverse()) undo();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const london = { lat: 42.9849, lng: -81.2453 };
const NEARBY_CAR = {
  driver_id: 1,
  d_lat: 42.99,
  d_lng: -81.26,
  category_id: 1,
  car_name: 'Car',
  distance_km: 1.5,
  eta_min: 3,
};
const geofence = squareGeofence(42.9, -81.4, 43.1, -81.1);

function renderMap(props: Partial<BookingMapProps> = {}) {
  const onPick = vi.fn();
  const all: BookingMapProps = {
    center: london,
    pickup: null,
    drop: null,
    active: 'pickup',
    onPick,
    geofenceJson: geofence,
    ...props,
  };
  const view = render(<BookingMap {...all} />);
  const rerender = (next: Partial<BookingMapProps>) =>
    view.rerender(<BookingMap {...all} {...next} />);
  return { ...view, onPick, rerender };
}

const map = (name = 'Map: click to set the pickup') => screen.getByRole('region', { name });

/** Clicks the map at a point of its box (the middle unless told). */
function clickMap(x = WIDTH / 2, y = HEIGHT / 2) {
  fireEvent.click(map(screen.getByRole('region').getAttribute('aria-label')!), {
    clientX: x,
    clientY: y,
  });
}

/** A left-button mouse event as a browser sends it (jsdom leaves `which` at 0; Leaflet reads it). */
function mouse(target: EventTarget, type: string, clientX: number, clientY: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY });
  Object.defineProperty(event, 'which', { value: 1 });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('BookingMap', () => {
  it('is a named region that says what a click sets, with a hint for keyboard users', () => {
    const { rerender } = renderMap();
    const region = map();
    expect(region.getAttribute('tabindex')).toBe('0');
    const hint = document.getElementById(region.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(
      'You can also choose the pickup and the drop with the search boxes.',
    );
    rerender({ active: 'drop' });
    expect(map('Map: click to set the drop')).toBe(region);
  });

  it('sets the active place where the map is clicked', () => {
    const { onPick, rerender } = renderMap();
    clickMap();
    expect(onPick).toHaveBeenCalledTimes(1);
    const [which, point] = onPick.mock.calls[0]!;
    expect(which).toBe('pickup');
    expect(point.lat).toBeCloseTo(london.lat, 3);
    expect(point.lng).toBeCloseTo(london.lng, 3);

    rerender({ active: 'drop' });
    clickMap(WIDTH / 2 + 100, HEIGHT / 2);
    const [which2, point2] = onPick.mock.calls[1]!;
    expect(which2).toBe('drop');
    expect(point2.lat).toBeCloseTo(london.lat, 3);
    expect(point2.lng).toBeGreaterThan(london.lng); // to the right is east
  });

  it('shows a marker for each place that is set', () => {
    const { container, rerender } = renderMap();
    expect(container.querySelectorAll('.booking-map__pin')).toHaveLength(0);
    rerender({ pickup: { lat: 42.99, lng: -81.25 } });
    const pickup = container.querySelector('.booking-map__pin--pickup');
    expect(pickup?.getAttribute('title')).toBe('Pickup');
    expect(pickup?.textContent).toBe('Pickup');
    expect(pickup?.classList.contains('leaflet-marker-draggable')).toBe(true);
    expect(container.querySelector('.booking-map__pin--drop')).toBeNull();
    rerender({ pickup: { lat: 42.99, lng: -81.25 }, drop: { lat: 42.97, lng: -81.2 } });
    expect(container.querySelector('.booking-map__pin--drop')?.getAttribute('title')).toBe('Drop');
    // markers are not tab stops and carry no inline style markup of their own
    for (const pin of container.querySelectorAll('.booking-map__pin')) {
      expect(pin.getAttribute('tabindex')).toBeNull();
      expect(pin.innerHTML).not.toContain('style=');
    }
  });

  it('draws the nearby cars, named for screen readers, taking no focus and no clicks', async () => {
    const cars = [
      {
        driver_id: 3,
        d_lat: london.lat,
        d_lng: london.lng,
        category_id: 1,
        car_name: 'Toyota Prius',
        distance_km: 0.1,
        eta_min: 1,
      },
      { ...NEARBY_CAR, driver_id: 9, car_name: 'Honda Civic', eta_min: 4 },
    ];
    const { container, onPick, rerender } = renderMap({ cars });
    const marks = [...container.querySelectorAll('.booking-map__car')];
    expect(marks.map((m) => m.getAttribute('title'))).toEqual([
      'Nearby car: Toyota Prius, 1 minute away',
      'Nearby car: Honda Civic, 4 minutes away',
    ]);
    expect(marks[0]!.textContent).toBe('Nearby car: Toyota Prius, 1 minute away');
    for (const mark of marks) {
      expect(mark.getAttribute('tabindex')).toBeNull();
      expect(mark.classList.contains('leaflet-interactive')).toBe(false);
    }
    clickMap(); // on the first car, at the map's centre: the click still sets the pickup
    expect(onPick).toHaveBeenCalledWith('pickup', expect.anything());
    await act(() => changeLanguage('fr'));
    expect(container.querySelector('.booking-map__car')?.getAttribute('title')).toBe(
      'Voiture à proximité : Toyota Prius, à 1 minute',
    );
    rerender({ cars: [] });
    expect(container.querySelectorAll('.booking-map__car')).toHaveLength(0);
  });

  it('fits both markers in view once both are set', () => {
    const pickup = { lat: 43.05, lng: -81.35 };
    const drop = { lat: 42.93, lng: -81.15 };
    const { onPick, rerender } = renderMap({ pickup });
    rerender({ pickup, drop });
    clickMap(); // the middle of the map is now the middle of the two markers
    const [, point] = onPick.mock.calls[0]!;
    expect(point.lat).toBeCloseTo((pickup.lat + drop.lat) / 2, 1);
    expect(point.lng).toBeCloseTo((pickup.lng + drop.lng) / 2, 1);
  });

  it('moves a marker where it is dragged to', async () => {
    stubScrollTo(); // Leaflet keeps the page's scroll position when the map takes focus
    const pickup = { lat: 42.9849, lng: -81.2453 };
    const { container, onPick } = renderMap({ pickup });
    const pin = container.querySelector<HTMLElement>('.booking-map__pin--pickup')!;
    mouse(pin, 'mousedown', 200, 150);
    mouse(pin, 'mousemove', 230, 150);
    mouse(pin, 'mousemove', 260, 150);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    mouse(pin, 'mouseup', 260, 150);
    expect(onPick).toHaveBeenCalledTimes(1);
    const [which, point] = onPick.mock.calls[0]!;
    expect(which).toBe('pickup');
    expect(point.lat).toBeCloseTo(pickup.lat, 3);
    expect(point.lng).toBeGreaterThan(pickup.lng);
  });

  it('outlines the city geofence, and nothing without one', () => {
    const { container, rerender } = renderMap();
    expect(container.querySelectorAll('path.booking-map__geofence')).toHaveLength(1);
    rerender({ geofenceJson: null });
    expect(container.querySelectorAll('path.booking-map__geofence')).toHaveLength(0);
    rerender({ geofenceJson: '{broken' });
    expect(container.querySelectorAll('path.booking-map__geofence')).toHaveLength(0);
  });

  it('asks for tiles from the configured URL with a referrer, and credits the provider', () => {
    const { container } = renderMap();
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/13\/\d+\/\d+\.png$/,
    );
    expect(tile?.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(tile?.getAttribute('alt')).toBe('');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      'OpenStreetMap',
    );
  });

  it('says so, without breaking, when the tiles cannot load', () => {
    const { container } = renderMap();
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile')!;
    fireEvent.error(tile);
    expect(screen.getByRole('status').textContent).toBe(
      'Map images could not be loaded. You can still click the map or use the search boxes.',
    );
  });

  it('speaks Spanish and French', async () => {
    await changeLanguage('es');
    const { rerender, container } = renderMap({ pickup: london });
    expect(map('Mapa: haz clic para fijar la recogida')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeDefined();
    await act(() => changeLanguage('fr'));
    rerender({ active: 'drop', pickup: london });
    expect(map('Carte : cliquez pour placer la destination')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Zoom arrière' })).toBeDefined();
    expect(container.querySelector('.booking-map__pin--pickup')?.getAttribute('title')).toBe(
      'Prise en charge',
    );
  });
});
