import type { Insertable } from 'kysely';
import type { DriversTable } from '../schema.ts';
import { COMFORT, ECONOMY, GREEN, XL } from './categories.ts';
import { LONDON_ON, TORONTO } from './cities.ts';

/**
 * Demo drivers. The car fields read as the driver card shows them (docs/product/screens.md: car name, model and
 * make): car_name is the body style, car_model the model, car_make the manufacturer.
 */
export interface DriverSeed {
  name: string;
  cityId: number;
  categoryId: number;
  car: [name: string, model: string, make: string];
  plate: string;
  color: string;
  rating: number;
  ratingCount: number;
  trips: number;
  lat: number;
  lng: number;
  /**
   * A demo driver a person signs in as in the driver app: never on the simulator's roster. The
   * other London drivers are the simulator's (is_simulated); Toronto has no simulator.
   */
  real?: true;
}

const L = LONDON_ON;
const T = TORONTO;

// prettier-ignore
export const driverSeeds: DriverSeed[] = [
  { name: 'Harpreet Singh Dhillon', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Corolla', 'Toyota'], plate: 'CKRT 482', color: 'Silver', rating: 4.9, ratingCount: 1284, trips: 1502, lat: 42.9841, lng: -81.2489, real: true },
  { name: 'Marie-Claire Tremblay', cityId: L, categoryId: COMFORT, car: ['Sedan', 'Camry', 'Toyota'], plate: 'CJPW 117', color: 'Black', rating: 4.8, ratingCount: 902, trips: 1040, lat: 42.999, lng: -81.246 },
  { name: 'Ahmed Hassan', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Civic', 'Honda'], plate: 'CLMA 903', color: 'White', rating: 4.6, ratingCount: 640, trips: 755, lat: 43.0075, lng: -81.27 },
  { name: 'Li Wei', cityId: L, categoryId: GREEN, car: ['Sedan', 'Model 3', 'Tesla'], plate: 'EVLW 021', color: 'White', rating: 5, ratingCount: 212, trips: 230, lat: 43.024, lng: -81.276 },
  { name: 'Oluwaseun Adebayo', cityId: L, categoryId: XL, car: ['Minivan', 'Sienna', 'Toyota'], plate: 'CMTB 558', color: 'Grey', rating: 4.7, ratingCount: 433, trips: 501, lat: 42.939, lng: -81.228 },
  { name: 'María José Gutiérrez', cityId: L, categoryId: COMFORT, car: ['Sedan', 'Accord', 'Honda'], plate: 'CKZN 364', color: 'Blue', rating: 4.9, ratingCount: 318, trips: 352, lat: 42.973, lng: -81.256 },
  { name: "Daniel O'Connor", cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Elantra', 'Hyundai'], plate: 'CLBE 745', color: 'Red', rating: 4.3, ratingCount: 156, trips: 190, lat: 42.989, lng: -81.228 },
  { name: 'Priya Ramanathan', cityId: L, categoryId: GREEN, car: ['Crossover', 'Ioniq 5', 'Hyundai'], plate: 'EVPR 310', color: 'Grey', rating: 4.8, ratingCount: 275, trips: 298, lat: 43.015, lng: -81.33 },
  { name: 'Tomasz Kowalczyk', cityId: L, categoryId: XL, car: ['Minivan', 'Pacifica', 'Chrysler'], plate: 'CNDF 229', color: 'Black', rating: 4.5, ratingCount: 389, trips: 460, lat: 43.006, lng: -81.181 },
  { name: 'Fatima Zahra El Amrani', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Sentra', 'Nissan'], plate: 'CJXC 671', color: 'Silver', rating: 4.7, ratingCount: 520, trips: 610, lat: 43.012, lng: -81.202 },
  { name: 'Kwame Mensah', cityId: L, categoryId: COMFORT, car: ['Sedan', 'Sonata', 'Hyundai'], plate: 'CKAV 812', color: 'Grey', rating: 4.4, ratingCount: 198, trips: 240, lat: 42.95, lng: -81.29 },
  { name: 'Nguyễn Thị Lan', cityId: L, categoryId: ECONOMY, car: ['Hatchback', 'Mazda3', 'Mazda'], plate: 'CLQS 408', color: 'Red', rating: 5, ratingCount: 87, trips: 92, lat: 42.995, lng: -81.235 },
  { name: 'Robert MacDonald', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Cruze', 'Chevrolet'], plate: 'CMKE 193', color: 'Blue', rating: 3.8, ratingCount: 745, trips: 910, lat: 42.97, lng: -81.205 },
  { name: 'Sofia Papadopoulos', cityId: L, categoryId: COMFORT, car: ['Sedan', 'K5', 'Kia'], plate: 'CNRA 506', color: 'White', rating: 4.9, ratingCount: 655, trips: 702, lat: 42.962, lng: -81.326 },
  { name: 'Mohammed Al-Rashid', cityId: L, categoryId: XL, car: ['SUV', 'Highlander', 'Toyota'], plate: 'CJTU 334', color: 'Silver', rating: 4.6, ratingCount: 571, trips: 648, lat: 43.035, lng: -81.26 },
  { name: 'Chen Jiahui', cityId: L, categoryId: GREEN, car: ['Hatchback', 'Prius', 'Toyota'], plate: 'CKHY 957', color: 'Blue', rating: 4.2, ratingCount: 1020, trips: 1311, lat: 42.988, lng: -81.312 },
  { name: 'Gurpreet Kaur Sandhu', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Forte', 'Kia'], plate: 'CLVD 284', color: 'Black', rating: 4.8, ratingCount: 388, trips: 420, lat: 43.03, lng: -81.248 },
  { name: 'Jean-François Gagnon', cityId: L, categoryId: COMFORT, car: ['Sedan', 'Mazda6', 'Mazda'], plate: 'CMPO 625', color: 'Grey', rating: 4.7, ratingCount: 244, trips: 276, lat: 42.97, lng: -81.247 },
  { name: 'Ana Lucía Fernández', cityId: L, categoryId: ECONOMY, car: ['Hatchback', 'Yaris', 'Toyota'], plate: 'CNGI 738', color: 'White', rating: 4.5, ratingCount: 133, trips: 150, lat: 42.951, lng: -81.25 },
  { name: 'David Kim', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Jetta', 'Volkswagen'], plate: 'CJLB 449', color: 'Silver', rating: 3.5, ratingCount: 58, trips: 80, lat: 42.947, lng: -81.2 },
  { name: 'Abdirahman Warsame', cityId: L, categoryId: XL, car: ['Minivan', 'Odyssey', 'Honda'], plate: 'CKWQ 180', color: 'White', rating: 4.8, ratingCount: 690, trips: 742, lat: 42.933, lng: -81.19 },
  { name: 'Emily Thompson', cityId: L, categoryId: COMFORT, car: ['Sedan', 'Altima', 'Nissan'], plate: 'CLSR 367', color: 'Red', rating: 5, ratingCount: 41, trips: 44, lat: 43.052, lng: -81.27 },
  { name: 'Rajesh Venkataraman', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Corolla', 'Toyota'], plate: 'CMYU 592', color: 'Grey', rating: 4.4, ratingCount: 902, trips: 1105, lat: 43.028, lng: -81.17 },
  { name: 'Isabelle Fortin-Leblanc', cityId: L, categoryId: GREEN, car: ['Crossover', 'Niro EV', 'Kia'], plate: 'EVIF 733', color: 'Green', rating: 4.9, ratingCount: 166, trips: 171, lat: 42.968, lng: -81.35 },
  { name: 'Samuel Osei-Bonsu', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Accent', 'Hyundai'], plate: 'CNMH 815', color: 'Blue', rating: 4.1, ratingCount: 277, trips: 344, lat: 42.91, lng: -81.305 },
  { name: 'Yusuf Demir', cityId: L, categoryId: COMFORT, car: ['Sedan', 'ES 300h', 'Lexus'], plate: 'CJRE 906', color: 'Black', rating: 4.9, ratingCount: 1120, trips: 1198, lat: 42.981, lng: -81.243 },
  { name: 'Olena Shevchenko', cityId: L, categoryId: ECONOMY, car: ['Sedan', 'Civic', 'Honda'], plate: 'CKPL 047', color: 'Grey', rating: 4.6, ratingCount: 349, trips: 401, lat: 43, lng: -81.305 },
  { name: 'Carlos Eduardo Mendes', cityId: L, categoryId: XL, car: ['Minivan', 'Carnival', 'Kia'], plate: 'CLFT 158', color: 'Silver', rating: 3.2, ratingCount: 94, trips: 131, lat: 43.022, lng: -81.215 },
  { name: 'Aisha Bello', cityId: L, categoryId: GREEN, car: ['Hatchback', 'Bolt EV', 'Chevrolet'], plate: 'EVAB 269', color: 'Orange', rating: 4.7, ratingCount: 58, trips: 63, lat: 42.986, lng: -81.22 },
  { name: 'Thomas Bergeron', cityId: L, categoryId: COMFORT, car: ['Sedan', 'Passat', 'Volkswagen'], plate: 'CMUH 371', color: 'White', rating: 3.9, ratingCount: 412, trips: 515, lat: 42.925, lng: -81.24 },
  { name: 'Victoria Nwachukwu', cityId: T, categoryId: ECONOMY, car: ['Sedan', 'Corolla', 'Toyota'], plate: 'CTOR 101', color: 'Black', rating: 4.8, ratingCount: 510, trips: 560, lat: 43.647, lng: -79.38 },
  { name: 'Arjun Mehta', cityId: T, categoryId: COMFORT, car: ['Sedan', 'Accord', 'Honda'], plate: 'CTOR 212', color: 'Grey', rating: 4.6, ratingCount: 333, trips: 380, lat: 43.671, lng: -79.393 },
  { name: 'Giulia Rossi', cityId: T, categoryId: XL, car: ['SUV', 'Pilot', 'Honda'], plate: 'CTOR 323', color: 'White', rating: 4.9, ratingCount: 276, trips: 290, lat: 43.761, lng: -79.411 },
  { name: 'Jamal Williams', cityId: T, categoryId: GREEN, car: ['Sedan', 'Ioniq 6', 'Hyundai'], plate: 'EVTO 434', color: 'Blue', rating: 4.4, ratingCount: 150, trips: 170, lat: 43.773, lng: -79.26 },
];

/** Driver n (1-based, in seed order) has the generated avatar /images/avatars/driver-<n>.svg. */
export function avatarPath(n: number): string {
  return `/images/avatars/driver-${n}.svg`;
}

/** Phone numbers in the 555-01xx range reserved for fiction: 519 for London, 416 for Toronto. */
function phoneOf(seed: DriverSeed, indexInCity: number): string {
  const area = seed.cityId === TORONTO ? '416' : '519';
  return `${area}555${String(201 + indexInCity).padStart(4, '0')}`;
}

export function drivers(now: number): Array<Insertable<DriversTable>> {
  const perCity = new Map<number, number>();
  return driverSeeds.map((seed, i) => {
    const indexInCity = perCity.get(seed.cityId) ?? 0;
    perCity.set(seed.cityId, indexInCity + 1);
    const [car_name, car_model, car_make] = seed.car;
    return {
      city_id: seed.cityId,
      category_id: seed.categoryId,
      d_name: seed.name,
      d_phone_code: '+1',
      d_phone: phoneOf(seed, indexInCity),
      d_device_type: i % 3 === 1 ? 'ios' : 'android',
      d_device_token: '',
      d_rating: seed.rating,
      d_rating_count: seed.ratingCount,
      num_trip: seed.trips,
      d_lat: seed.lat,
      d_lng: seed.lng,
      h3_cell: null,
      is_online: 0,
      position_at: now,
      d_profile_image_path: avatarPath(i + 1),
      car_name,
      car_model,
      car_make,
      car_number: seed.plate,
      car_color: seed.color,
      created_at: now,
      is_simulated: seed.cityId === LONDON_ON && !seed.real ? 1 : 0,
    };
  });
}
