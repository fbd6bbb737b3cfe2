import { describe, expect, it } from 'vitest';
import { matchingSuggestions, placeSuggestions } from './suggestions';

const LABELS = { home: 'Home', work: 'Work', recent: 'Recent' };
const place = (id: number, kind: 'home' | 'work' | 'favourite', name: string, address: string) => ({
  saved_place_id: id,
  kind,
  name,
  address,
  lat: 43,
  lng: -81 - id / 100,
  created_at: 1,
  updated_at: 1,
});

const suggestions = placeSuggestions(
  {
    places: [
      place(1, 'home', '', '12 Elm Street'),
      place(2, 'work', '', 'Masonville Place'),
      place(3, 'favourite', 'Café Olé', 'Dundas St'),
    ],
    recent: [{ address: 'Montréal Station', lat: 45.5, lng: -73.56, used_at: 1 }],
  },
  LABELS,
);

describe('place suggestions', () => {
  it('label Home and Work, a favourite by its name, and a recent place by itself', () => {
    expect(suggestions.map((s) => [s.kind, s.label, s.detail, s.place.address])).toEqual([
      ['home', 'Home', '12 Elm Street', '12 Elm Street'],
      ['work', 'Work', 'Masonville Place', 'Masonville Place'],
      ['favourite', 'Café Olé', 'Dundas St', 'Dundas St'],
      ['recent', 'Montréal Station', 'Recent', 'Montréal Station'],
    ]);
    expect(new Set(suggestions.map((s) => s.key)).size).toBe(4);
  });

  it('keep all for an empty text; else match the label or the address, case and accents aside', () => {
    expect(matchingSuggestions(suggestions, '  ')).toHaveLength(4);
    expect(matchingSuggestions(suggestions, 'HOME').map((s) => s.kind)).toEqual(['home']);
    expect(matchingSuggestions(suggestions, 'elm').map((s) => s.kind)).toEqual(['home']);
    expect(matchingSuggestions(suggestions, 'cafe ole').map((s) => s.kind)).toEqual(['favourite']);
    expect(matchingSuggestions(suggestions, 'montreal').map((s) => s.kind)).toEqual(['recent']);
    // 'Recent' is a tag, not part of the place
    expect(matchingSuggestions(suggestions, 'recent')).toEqual([]);
  });

  it('can offer the recent places alone', () => {
    const recent = placeSuggestions({ places: [place(1, 'home', '', 'x')], recent: [] }, LABELS, {
      recentOnly: true,
    });
    expect(recent).toEqual([]);
  });
});
