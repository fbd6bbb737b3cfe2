import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isMessageKey } from '@fairfare/contracts/messages';

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || Number.isNaN(value);

/**
 * The contracts' schema as a form's resolver, every field error a message key the site
 * translates: the schemas' own keys as they are, and zod's built-in texts (a number field left
 * empty, a type zod names in English) as "This field is required." for an empty field or "The
 * request is not valid." otherwise.
 */
export function keyedZodResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, unknown>,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as FieldErrors<Values>;
    for (const [name, error] of Object.entries(errors)) {
      if (!error || typeof error.message !== 'string' || isMessageKey(error.message)) continue;
      error.message = isBlank((values as Record<string, unknown>)[name])
        ? 'validation.required'
        : 'error.badRequest';
    }
    return result;
  };
}
