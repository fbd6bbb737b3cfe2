import { describe, expect, it } from 'vitest';
import { foldText, matchPlaces, type GazetteerPlace } from './match.ts';

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
];

describe('place search', () => {
  it('folds case and accents', () => {
    expect(foldText('Café MONTRÉAL')).toBe('cafe montreal');
  });

  it('finds by name or address, case- and accent-insensitively', () => {
    expect(matchPlaces(places, 'montreal', 10).map((p) => p.place_id)).toEqual([3]);
    expect(matchPlaces(places, 'CRÉMAZIE', 10).map((p) => p.place_id)).toEqual([3]);
    expect(matchPlaces(places, 'richmond', 10).map((p) => p.place_id)).toEqual([2, 1]);
  });

  it('ranks names starting with the text, then words, then other name and address matches', () => {
    expect(matchPlaces(places, 'western', 10).map((p) => p.place_id)).toEqual([1, 5, 4]);
  });

  it('keeps at most `limit` results and answers nothing to blank text', () => {
    expect(matchPlaces(places, 'london', 2)).toHaveLength(2);
    expect(matchPlaces(places, '   ', 10)).toEqual([]);
  });

  it('gives the contract shape', () => {
    expect(matchPlaces(places, 'mason', 10)).toEqual([
      {
        place_id: 2,
        place_name: 'Masonville Place',
        place_address: '1680 Richmond St, London, ON',
        lat: 43,
        lng: -81,
        source: 'gazetteer',
      },
    ]);
  });
});
