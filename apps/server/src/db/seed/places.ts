import type { Insertable } from 'kysely';
import type { PlacesTable } from '../schema.ts';
import { LONDON_ON, TORONTO } from './cities.ts';

type Place = [name: string, address: string, lat: number, lng: number];

/** The gazetteer behind the place search: well-known places of London, Ontario. */
// prettier-ignore
const london: Place[] = [
  ['Western University', '1151 Richmond St, London, ON N6A 3K7', 43.0096, -81.2737],
  ['University Hospital (LHSC)', '339 Windermere Rd, London, ON N6A 5A5', 43.013, -81.2765],
  ['Masonville Place', '1680 Richmond St, London, ON N6G 3Y9', 43.0255, -81.279],
  ['London International Airport (YXU)', '1750 Crumlin Sideroad, London, ON N5V 3B6', 43.0334, -81.1512],
  ['Victoria Park', '509 Clarence St, London, ON N6A 3N1', 42.988, -81.2455],
  ['Covent Garden Market', '130 King St, London, ON N6A 1C5', 42.9823, -81.2498],
  ['Canada Life Place (Budweiser Gardens)', '99 Dundas St, London, ON N6A 6K1', 42.9832, -81.2523],
  ['White Oaks Mall', '1105 Wellington Rd, London, ON N6E 1V4', 42.9365, -81.2258],
  ['Fanshawe College', '1001 Fanshawe College Blvd, London, ON N5Y 5R6', 43.013, -81.1996],
  ['LHSC Victoria Hospital', '800 Commissioners Rd E, London, ON N6A 5W9', 42.9605, -81.225],
  ['Springbank Park', 'Springbank Dr, London, ON N6J 1G9', 42.962, -81.302],
  ['London VIA Rail Station', '205 York St, London, ON N6A 1B1', 42.9815, -81.2457],
  ["St. Joseph's Hospital", '268 Grosvenor St, London, ON N6A 4V2', 42.996, -81.2552],
  ['Museum London', '421 Ridout St N, London, ON N6A 5H4', 42.9843, -81.2536],
  ['Eldon House', '481 Ridout St N, London, ON N6A 2P6', 42.9858, -81.2534],
  ['Storybook Gardens', '1958 Storybook Ln, London, ON N6K 4Y6', 42.959, -81.3195],
  ['London Public Library, Central Branch', '251 Dundas St, London, ON N6A 6H9', 42.9837, -81.2466],
  ['The Grand Theatre', '471 Richmond St, London, ON N6A 3E4', 42.986, -81.2502],
  ['Western Fair District', '316 Rectory St, London, ON N5W 3V9', 42.9857, -81.2225],
  ['Westmount Shopping Centre', '785 Wonderland Rd S, London, ON N6K 1M6', 42.9492, -81.2935],
  ['Citi Plaza', '355 Wellington St, London, ON N6A 3N7', 42.9817, -81.2472],
  ['100 Kellogg Lane', '100 Kellogg Ln, London, ON N5W 0B4', 42.988, -81.2205],
  ['Fanshawe Conservation Area', '1424 Clarke Rd, London, ON N5V 5B9', 43.0395, -81.182],
  ['Fanshawe Pioneer Village', '2609 Fanshawe Park Rd E, London, ON N5X 4A1', 43.031, -81.189],
  ['Boler Mountain', '689 Griffith St, London, ON N6K 2S5', 42.9388, -81.335],
  ['Argyle Mall', '1925 Dundas St, London, ON N5V 1P7', 43.0072, -81.1785],
  ['Huron University College', '1349 Western Rd, London, ON N6G 1H3', 43.012, -81.2845],
  ["King's University College", '266 Epworth Ave, London, ON N6A 2M3', 43.0125, -81.263],
  ['Brescia University College', '1285 Western Rd, London, ON N6G 1H2', 43.0065, -81.286],
  ['RBC Place London', '300 York St, London, ON N6B 1P8', 42.981, -81.244],
  ['London Music Hall', '185 Queens Ave, London, ON N6A 1J1', 42.9855, -81.249],
  ['Gibbons Park', 'St George St, London, ON N6A 2Y6', 42.999, -81.262],
  ['Harris Park', 'Ridout St N & Queens Ave, London, ON N6A 2P1', 42.986, -81.256],
  ['Forks of the Thames (Ivey Park)', '1 Dundas St, London, ON N6A 1G1', 42.9834, -81.2567],
  ['Parkwood Institute', '550 Wellington Rd, London, ON N6C 0A7', 42.968, -81.2405],
  ['East Park', '1275 Hamilton Rd, London, ON N5W 1A1', 42.967, -81.19],
  ['Byron Village', 'Commissioners Rd W & Boler Rd, London, ON N6K 1C5', 42.9598, -81.3325],
  ['London City Hall', '300 Dufferin Ave, London, ON N6B 1Z2', 42.9865, -81.247],
  ['Banting House National Historic Site', '442 Adelaide St N, London, ON N6B 3H8', 42.9905, -81.2395],
  ['Wortley Village', 'Wortley Rd & Elmwood Ave, London, ON N6C 3P5', 42.9725, -81.2565],
  ['Hyland Cinema', '240 Wharncliffe Rd S, London, ON N6J 2L4', 42.9713, -81.2617],
  ['Cherryhill Village Mall', '301 Oxford St W, London, ON N6H 1S6', 42.993, -81.276],
  ['Sherwood Forest Mall', '1225 Wonderland Rd N, London, ON N6G 2V9', 43.001, -81.2975],
  ['Hyde Park Power Centre', 'Hyde Park Rd & Fanshawe Park Rd W, London, ON N6G 0B4', 43.0195, -81.334],
  ['Wonderland Gardens', '285 Wonderland Rd S, London, ON N6K 1L2', 42.964, -81.2975],
  ['Costco London South', '4313 Wellington Rd S, London, ON N6E 2Z8', 42.908, -81.2195],
];

/** A few landmarks of the second city. */
// prettier-ignore
const toronto: Place[] = [
  ['Union Station', '65 Front St W, Toronto, ON M5J 1E6', 43.6453, -79.3806],
  ['Toronto Pearson International Airport (YYZ)', '6301 Silver Dart Dr, Mississauga, ON L5P 1B2', 43.6777, -79.6248],
  ['Billy Bishop Toronto City Airport (YTZ)', '1 Island Airport, Toronto, ON M5V 1A1', 43.6285, -79.396],
  ['CN Tower', '290 Bremner Blvd, Toronto, ON M5V 3L9', 43.6426, -79.3871],
  ['CF Toronto Eaton Centre', '220 Yonge St, Toronto, ON M5B 2H1', 43.6544, -79.3807],
  ['University of Toronto, St. George', "27 King's College Cir, Toronto, ON M5S 1A1", 43.6629, -79.3957],
  ['Yorkdale Shopping Centre', '3401 Dufferin St, Toronto, ON M6A 2T9', 43.7255, -79.4522],
  ['Scarborough Town Centre', '300 Borough Dr, Toronto, ON M1P 4P5', 43.7764, -79.2578],
];

function rows(cityId: number, list: Place[]): Array<Insertable<PlacesTable>> {
  return list.map(([place_name, place_address, place_lat, place_lng]) => ({
    city_id: cityId,
    place_name,
    place_address,
    place_lat,
    place_lng,
  }));
}

export const places: Array<Insertable<PlacesTable>> = [
  ...rows(LONDON_ON, london),
  ...rows(TORONTO, toronto),
];
