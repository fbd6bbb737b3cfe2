import { z } from 'zod';
import { optionalBodySchema } from './api.ts';

/**
 * Service constants (docs/product/api.md "constants POST") and the country list of the phone picker.
 * Both calls take no payload; extra fields are ignored.
 */
export const getConstantsRequestSchema = optionalBodySchema(z.object({}));

/** One constant; values are text, the site converts the ones it uses. */
export const constantSchema = z.object({
  constant_id: z.number(),
  constant_key: z.string(),
  constant_value: z.string(),
});
export type Constant = z.infer<typeof constantSchema>;

/** `constantapi/getconstants`: every constant, by id. */
export const getConstantsResponseSchema = z.array(constantSchema);

/**
 * The keys the site looks up (docs/product/data.md session values, §7): the driver search radii in km (stored
 * locally), the free-cancellation countdown in minutes, and the clock's offset from UTC in hours.
 * The specification's ids are 43 for driver_radius and 0 for rl_driver_radius.
 */
export const CONSTANT_KEYS = {
  driverRadius: 'driver_radius',
  rlDriverRadius: 'rl_driver_radius',
  timerValue: 'timer_value',
  tzOffset: 'tz_offset',
} as const;
export type ConstantKey = (typeof CONSTANT_KEYS)[keyof typeof CONSTANT_KEYS];

/** The numeric value of a constant found by key, or undefined when missing or not a number. */
export function constantNumber(constants: readonly Constant[], key: string): number | undefined {
  const entry = constants.find((c) => c.constant_key === key);
  if (!entry || entry.constant_value.trim() === '') return undefined;
  const value = Number(entry.constant_value);
  return Number.isFinite(value) ? value : undefined;
}

/** `constantapi/getcountries`: no payload. */
export const getCountriesRequestSchema = optionalBodySchema(z.object({}));

/** A country with its calling code (`+1`, `+52`…) for the phone-number picker. */
export const countrySchema = z.object({
  country_id: z.number(),
  country_name: z.string(),
  iso_code: z.string(),
  phone_code: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** In the service's order (Canada first). */
export const getCountriesResponseSchema = z.array(countrySchema);
