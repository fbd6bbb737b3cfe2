import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The values of a form with the terms box: it starts unticked, the schema accepts only a ticked one. */
export type WithTermsBox<T> = Omit<T, 'accept_terms'> & { accept_terms: boolean };

/** The resolver of such a form (registration, a new number's account at login). */
export function termsBoxResolver<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  return zodResolver(schema as never) as unknown as Resolver<
    WithTermsBox<z.input<S>>,
    unknown,
    z.output<S>
  >;
}

/** Where the service's or the browser's message about a person's details shows. */
export const PERSON_FIELD_ERRORS = {
  'validation.firstNameRequired': 'first_name',
  'validation.lastNameRequired': 'last_name',
  'validation.nameTooLong': 'first_name',
  'validation.emailInvalid': 'email',
  'validation.termsRequired': 'accept_terms',
} as const;
