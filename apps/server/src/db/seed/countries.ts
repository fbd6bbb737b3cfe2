import type { Insertable } from 'kysely';
import type { CountriesTable } from '../schema.ts';

/** Countries and their calling codes for the phone-number picker; Canada first. */
export const countries: Array<Insertable<CountriesTable>> = [
  { country_name: 'Canada', iso_code: 'CA', phone_code: '+1' },
  { country_name: 'United States', iso_code: 'US', phone_code: '+1' },
  { country_name: 'Mexico', iso_code: 'MX', phone_code: '+52' },
  { country_name: 'France', iso_code: 'FR', phone_code: '+33' },
  { country_name: 'Spain', iso_code: 'ES', phone_code: '+34' },
  { country_name: 'United Kingdom', iso_code: 'GB', phone_code: '+44' },
  { country_name: 'Argentina', iso_code: 'AR', phone_code: '+54' },
  { country_name: 'Australia', iso_code: 'AU', phone_code: '+61' },
  { country_name: 'Belgium', iso_code: 'BE', phone_code: '+32' },
  { country_name: 'Brazil', iso_code: 'BR', phone_code: '+55' },
  { country_name: 'China', iso_code: 'CN', phone_code: '+86' },
  { country_name: 'Colombia', iso_code: 'CO', phone_code: '+57' },
  { country_name: 'Germany', iso_code: 'DE', phone_code: '+49' },
  { country_name: 'India', iso_code: 'IN', phone_code: '+91' },
  { country_name: 'Italy', iso_code: 'IT', phone_code: '+39' },
  { country_name: 'Jamaica', iso_code: 'JM', phone_code: '+1' },
  { country_name: 'Lebanon', iso_code: 'LB', phone_code: '+961' },
  { country_name: 'Morocco', iso_code: 'MA', phone_code: '+212' },
  { country_name: 'Nigeria', iso_code: 'NG', phone_code: '+234' },
  { country_name: 'Pakistan', iso_code: 'PK', phone_code: '+92' },
  { country_name: 'Philippines', iso_code: 'PH', phone_code: '+63' },
  { country_name: 'Portugal', iso_code: 'PT', phone_code: '+351' },
  { country_name: 'Switzerland', iso_code: 'CH', phone_code: '+41' },
  { country_name: 'Vietnam', iso_code: 'VN', phone_code: '+84' },
];
