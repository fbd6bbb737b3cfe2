/** Places of the seed's gazetteer (London, Ontario), as the place search answers them. */
export const WESTERN = {
  place_id: 1,
  place_name: 'Western University',
  place_address: '1151 Richmond St, London, ON N6A 3K7',
  lat: 43.0096,
  lng: -81.2737,
  source: 'gazetteer' as const,
  approximate: false,
};
export const MASONVILLE = {
  place_id: 3,
  place_name: 'Masonville Place',
  place_address: '1680 Richmond St, London, ON N6G 3Y9',
  lat: 43.0255,
  lng: -81.279,
  source: 'gazetteer' as const,
  approximate: false,
};
/** An address of the seed's street gazetteer: a point placed along its street. */
export const QUEENS_200 = {
  place_id: null,
  place_name: '200 Queens Ave',
  place_address: '200 Queens Ave, London, Ontario N6A',
  lat: 42.985687,
  lng: -81.248688,
  source: 'gazetteer' as const,
  approximate: true,
};
