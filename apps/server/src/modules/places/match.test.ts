import { describe, expect, it } from 'vitest';
import { foldText, placeMatch, type GazetteerPlace } from './match.ts';

const place = (id: number, name: string, address: string): GazetteerPlace => ({
  place_id: id,
  place_name: name,
  place_address: address,
  place_lat: 43,
  place_lng: -81,
});

const places = [
  place(1, 'Western University', '1151 Richmond St, London, ON'),
  place(2, 'Masonville Place', '1680 Richmond St, London, ON'),
  place(3, 'Café Montréal', '1 Rue Crémazie, London, ON'),
  place(4, 'Huron University College', '1349 Western Rd, London, ON'),
  place(5, 'Southwestern Mall', '2 Main St, London, ON'),
  place(6, 'London International Airport (YXU)', '1750 Crumlin Sideroad, London, ON'),
  place(7, 'London VIA Rail Station', '205 York St, London, ON'),
];

/** The ids of the places matching, best rank first (ties in list order). */
const matching = (query: string) =>
  places
    .map((p) => ({ id: p.place_id, rank: placeMatch(p, query) }))
    .filter((m): m is { id: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((m) => m.id);

describe('named place match', () => {
  it('folds case and accents', () => {
    expect(foldText('Café MONTRÉAL')).toBe('cafe montreal');
  });

  it('finds by name or address, case- and accent-insensitively', () => {
    expect(matching('montreal')).toEqual([3]);
    expect(matching('CRÉMAZIE')).toEqual([3]);
    expect(matching('richmond')).toEqual([1, 2]);
  });

  it('ranks names starting with the text, then words, then other name and address matches', () => {
    expect(placeMatch(places[0]!, 'western')).toBe(0);
    expect(placeMatch(places[4]!, 'western')).toBe(2);
    expect(placeMatch(places[3]!, 'western')).toBe(3);
    expect(placeMatch(places[0]!, 'university')).toBe(1);
    expect(placeMatch(places[0]!, '   ')).toBeNull();
  });

  it('reads Spanish and French landmark words in English, leaving joining words out', () => {
    for (const q of ['aeropuerto', 'AÉROPORT', 'aeropuerto de london', "l'aéroport"]) {
      expect(matching(q)[0]).toBe(6);
    }
    expect(matching('estación de tren')).toEqual([7]);
    expect(matching('gare')).toEqual([7]);
    expect(matching('universidad')).toEqual([1, 4]);
  });

  it('finds every word of a query in any order', () => {
    expect(placeMatch(places[5]!, 'airport london')).toBe(1);
    expect(placeMatch(places[1]!, 'richmond masonville')).toBe(3);
    expect(placeMatch(places[1]!, 'masonville airport')).toBeNull();
  });
});
