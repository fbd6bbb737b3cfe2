import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedZodResolver } from './keyedResolver';

const schema = z
  .object({
    per_km: z.number().min(0, 'error.badRequest'),
    seats: z.number().int(),
    min_fare: z.number(),
    max_fare: z.number().nullable(),
  })
  .refine((f) => f.max_fare === null || f.max_fare >= f.min_fare, {
    message: 'rules.fareInvalid',
    path: ['max_fare'],
  });

type Values = { per_km?: number; seats?: number; min_fare?: number; max_fare?: number | null };

async function errorsOf(values: Values) {
  const resolve = keyedZodResolver<Values, z.output<typeof schema>>(schema);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, error?.message]),
  );
}

describe('keyedZodResolver', () => {
  it('says an empty number field is required, and a wrong one is not valid', async () => {
    expect(await errorsOf({ per_km: undefined, seats: 1.5, min_fare: 2, max_fare: null })).toEqual({
      per_km: 'validation.required',
      seats: 'error.badRequest',
    });
  });

  it("keeps the schema's own message keys", async () => {
    expect(await errorsOf({ per_km: 1, seats: 4, min_fare: 5, max_fare: 3 })).toEqual({
      max_fare: 'rules.fareInvalid',
    });
  });
});
