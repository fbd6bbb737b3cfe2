import { describe, expect, it } from 'vitest';
import { orderPlaces, planSave, recentPlaces, type StoredPlace, type TripEnds } from './rules.ts';

const place = (id: number, kind: string, name = ''): StoredPlace => ({
  saved_place_id: id,
  kind,
  name,
  lat: 43 + id / 100,
  lng: -81,
});
const favourites = (n: number) =>
  Array.from({ length: n }, (_, i) => place(10 + i, 'favourite', `Fav ${i}`));

describe('planSave', () => {
  it('adds a place, or changes the Home or Work there is', () => {
    expect(planSave([], { kind: 'home', name: '' })).toEqual({ action: 'insert', removeIds: [] });
    expect(planSave([place(1, 'home')], { kind: 'home', name: '' })).toEqual({
      action: 'update',
      id: 1,
      removeIds: [],
    });
    expect(planSave([place(1, 'home')], { kind: 'work', name: '' })).toEqual({
      action: 'insert',
      removeIds: [],
    });
  });

  it('changes a place by its id; making it Home removes the Home there was', () => {
    const places = [place(1, 'home'), place(2, 'favourite', 'Gym')];
    expect(planSave(places, { saved_place_id: 2, kind: 'home', name: '' })).toEqual({
      action: 'update',
      id: 2,
      removeIds: [1],
    });
    expect(planSave(places, { saved_place_id: 1, kind: 'home', name: '' })).toEqual({
      action: 'update',
      id: 1,
      removeIds: [],
    });
    expect(planSave(places, { saved_place_id: 2, kind: 'favourite', name: 'gym' })).toEqual({
      action: 'update',
      id: 2,
      removeIds: [],
    });
  });

  it('refuses an unknown id, an 11th favourite and a name another favourite has', () => {
    expect(planSave([place(1, 'home')], { saved_place_id: 9, kind: 'home', name: '' })).toEqual({
      error: 'savedPlaces.notFound',
      status: 404,
    });
    expect(planSave(favourites(10), { kind: 'favourite', name: 'New' })).toEqual({
      error: 'savedPlaces.favouritesFull',
      status: 409,
      params: { max: 10 },
    });
    // a Home made a favourite counts as one more
    expect(
      planSave([place(1, 'home'), ...favourites(10)], {
        saved_place_id: 1,
        kind: 'favourite',
        name: 'Was home',
      }),
    ).toMatchObject({ error: 'savedPlaces.favouritesFull' });
    expect(planSave(favourites(10), { saved_place_id: 10, kind: 'favourite', name: 'X' })).toEqual({
      action: 'update',
      id: 10,
      removeIds: [],
    });
    expect(planSave(favourites(2), { kind: 'favourite', name: ' FAV 1 ' })).toEqual({
      error: 'savedPlaces.nameTaken',
      status: 409,
      params: { name: 'Fav 1' },
    });
  });
});

describe('orderPlaces', () => {
  it('puts Home, then Work, then the favourites as they were added', () => {
    const ordered = orderPlaces([
      place(5, 'favourite', 'B'),
      place(4, 'work'),
      place(2, 'favourite', 'A'),
      place(7, 'home'),
    ]);
    expect(ordered.map((p) => p.saved_place_id)).toEqual([7, 4, 2, 5]);
  });
});

describe('recentPlaces', () => {
  const trip = (from: string, to: string, at: number, lat = 43): TripEnds => ({
    trip_from_loc: from,
    trip_from_lat: lat,
    trip_from_lng: -81,
    trip_to_loc: to,
    trip_to_lat: lat + 0.05,
    trip_to_lng: -81,
    created_at: at,
  });

  it('takes pickups then drops, newest trip first, each place once, at most 5', () => {
    const trips = [
      trip('A', 'B', 9, 43),
      trip('a', 'B', 8, 43), // the same two places again
      trip('C', 'D', 7, 44),
      trip('E', 'F', 6, 45),
    ];
    expect(recentPlaces(trips, []).map((p) => [p.address, p.used_at])).toEqual([
      ['A', 9],
      ['B', 9],
      ['C', 7],
      ['D', 7],
      ['E', 6],
    ]);
  });

  it('keeps the same name at another point, and leaves out places a saved one covers', () => {
    const trips = [trip('Mall', 'Mall', 5, 43)];
    expect(recentPlaces(trips, []).map((p) => p.lat)).toEqual([43, 43.05]);
    // within 20 m of a saved place: left out
    expect(recentPlaces(trips, [{ lat: 43.0001, lng: -81 }]).map((p) => p.lat)).toEqual([43.05]);
  });
});
