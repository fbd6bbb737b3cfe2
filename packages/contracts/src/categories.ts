import { z } from 'zod';
import { optionalBodySchema } from './api.ts';
import { cityIdSchema, DEFAULT_CITY_ID } from './cities.ts';
import { languageSchema } from './language-schema.ts';

/**
 * `categoryapi/getcategories`: the ride categories of a city with their fares (default city 14),
 * named and described in `lang` (English when left out or not translated); the body may be left out.
 */
export const getCategoriesRequestSchema = optionalBodySchema(
  z.object({
    city_id: cityIdSchema.default(DEFAULT_CITY_ID),
    lang: languageSchema.default('en'),
  }),
);
export type GetCategoriesRequest = z.input<typeof getCategoriesRequestSchema>;

/** One category with its fare in a city; amounts are decimal in the city's currency. */
export const categorySchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  category_desc: z.string(),
  seats: z.number(),
  icon: z.string(),
  city_id: z.number(),
  currency: z.string(),
  base_fare: z.number(),
  per_km: z.number(),
  per_min: z.number(),
  min_fare: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

/** Sorted by the category's sort order. */
export const getCategoriesResponseSchema = z.array(categorySchema);
