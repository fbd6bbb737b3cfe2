import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './TextField';

/** The texts that describe a control, in the order of its aria-describedby. */
function descriptionOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`);
}

describe('TextField', () => {
  it('labels its input, which takes the other props, and is valid without an error', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField id="name" label="Your name" type="email" autoComplete="email" ref={ref} />);
    const input = screen.getByLabelText('Your name');
    expect(input.tagName).toBe('INPUT');
    expect(input.id).toBe('name');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(input.closest('.form-field')).not.toBeNull();
  });

  it('announces a translated error through aria-describedby', () => {
    render(
      <TextField
        id="first"
        label="First name"
        error={{ type: 'server', message: 'validation.firstNameRequired' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('first-error');
    expect(descriptionOf(input)).toEqual(['Please enter your first name.']);
    expect(document.getElementById('first-error')?.className).toBe('form-field__error');
  });

  it('shows a text translated already as it is, after the other descriptions and the hint', () => {
    render(
      <>
        <p id="sent">Sent to +1 555</p>
        <TextField
          id="code"
          label="Code"
          hint="Six digits"
          describedBy="sent"
          fieldClassName="code-field"
          error="Wrong code."
        />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input.getAttribute('aria-describedby')).toBe('sent code-hint code-error');
    expect(descriptionOf(input)).toEqual(['Sent to +1 555', 'Six digits', 'Wrong code.']);
    expect(input.closest('.form-field')?.className).toBe('form-field code-field');
  });
});

describe('TextAreaField and SelectField', () => {
  it('wire their control the same way', () => {
    render(
      <>
        <TextAreaField id="note" label="Note" hint="For the driver" rows={3} error="Too long." />
        <SelectField id="lang" label="Language" defaultValue="fr">
          <option value="en">English</option>
          <option value="fr">French</option>
        </SelectField>
      </>,
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note.getAttribute('rows')).toBe('3');
    expect(descriptionOf(note)).toEqual(['For the driver', 'Too long.']);
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect((language as HTMLSelectElement).value).toBe('fr');
    expect(language.getAttribute('aria-invalid')).toBeNull();
  });
});
