import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PersonFields, type PersonValues } from './PersonFields';

const LABELS = { firstName: 'Given name', lastName: 'Family name', email: 'Mail' };

function Form({ lastNameError }: { lastNameError?: string }) {
  const form = useForm<PersonValues>({
    defaultValues: { first_name: 'Ada', last_name: '', email: 'ada@example.com' },
  });
  const { setError } = form;
  useEffect(() => {
    if (lastNameError) setError('last_name', { type: 'server', message: lastNameError });
  }, [lastNameError, setError]);
  return (
    <FormProvider {...form}>
      <PersonFields idPrefix="me" label={(field) => LABELS[field]} />
    </FormProvider>
  );
}

describe('PersonFields', () => {
  it('shows the form’s names (required, side by side) and its e-mail under their labels', () => {
    render(<Form />);
    const first = screen.getByRole('textbox', { name: 'Given name' }) as HTMLInputElement;
    expect(first.id).toBe('me-first-name');
    expect(first.value).toBe('Ada');
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    expect(first.getAttribute('aria-required')).toBe('true');
    const last = screen.getByRole('textbox', { name: 'Family name' });
    expect(last.id).toBe('me-last-name');
    expect(last.getAttribute('autocomplete')).toBe('family-name');
    expect(first.closest('.form-field-pair')).toBe(last.closest('.form-field-pair'));
    const email = screen.getByRole('textbox', { name: 'Mail' }) as HTMLInputElement;
    expect(email.id).toBe('me-email');
    expect(email.type).toBe('email');
    expect(email.value).toBe('ada@example.com');
    expect(email.getAttribute('aria-required')).toBeNull();
  });

  it('shows a field’s error from the form under it', async () => {
    render(<Form lastNameError="validation.lastNameRequired" />);
    const last = screen.getByRole('textbox', { name: 'Family name' });
    expect((await screen.findByText('Please enter your last name.')).id).toBe('me-last-name-error');
    expect(last.getAttribute('aria-invalid')).toBe('true');
  });
});
