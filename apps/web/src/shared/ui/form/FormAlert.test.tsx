import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('announces the form’s error', () => {
    render(<FormAlert>Could not save.</FormAlert>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Could not save.');
    expect(alert.className).toBe('form-alert');
  });

  it('renders nothing while there is no error', () => {
    const { container } = render(
      <>
        <FormAlert>{null}</FormAlert>
        <FormAlert>{''}</FormAlert>
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
