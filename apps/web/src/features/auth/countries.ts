import type { Country } from '@fairfare/contracts/constants';

/** The calling code of the country whose ISO code is `iso`. */
export function phoneCodeOf(countries: Country[], iso: string): string {
  return countries.find((c) => c.iso_code === iso)?.phone_code ?? '';
}
