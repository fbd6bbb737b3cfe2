import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { changeLanguage } from '../i18n/i18n';
import { StarRating } from './StarRating';

function Controlled({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarRating value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

function fills() {
  return Array.from(document.querySelectorAll('.star-rating .star-icon')).map((star) =>
    star.getAttribute('data-fill'),
  );
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('StarRating', () => {
  it('is a radiogroup of ten half steps named in stars', () => {
    renderWithProviders(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Rate your driver' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(names).toEqual([
      '0.5 stars',
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
    expect(fills()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it.each([
    ['en', 'Rate your driver', '4.5 stars'],
    ['es', 'Califica a tu conductor', '4,5 estrellas'],
    ['fr', 'Notez votre chauffeur', '4,5 étoiles'],
  ] as const)('says what is rated in %s: %s', async (language, name, step) => {
    await changeLanguage(language);
    renderWithProviders(<Controlled />);
    const group = screen.getByRole('radiogroup', { name });
    expect(within(group).getByRole('radio', { name: step })).toBeDefined();
  });

  it('gives the half step for the left half of a star and the whole star for the right half', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    const left = screen.getByRole('radio', { name: '3.5 stars' });
    // the half-step radio is the left half of the fourth star
    expect(left.classList.contains('star-rating__half--left')).toBe(true);
    expect(left.parentElement).toBe(screen.getByRole('radio', { name: '4 stars' }).parentElement);

    await user.click(left);
    expect(screen.getByRole('status').textContent).toBe('3.5');
    expect(fills()).toEqual(['full', 'full', 'full', 'half', 'empty']);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('moves in half steps with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled initial={3} />);
    const three = screen.getByRole('radio', { name: '3 stars' });
    expect((three as HTMLInputElement).checked).toBe(true);
    three.focus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toBe('3.5');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3.5 stars' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('status').textContent).toBe('2.5');
    expect(fills()).toEqual(['full', 'full', 'half', 'empty', 'empty']);
  });

  it('is reached with Tab and chosen with Space when nothing is chosen yet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '0.5 stars' }));
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('0.5');
  });
});
