import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { changeLanguage } from '../../shared/i18n/i18n';
import { StarRating } from './StarRating';
import { Stars } from './Stars';

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

  // Issue 26: a half star drew a tiny whole star inside the next outlined one.
  it.each([
    ['the input at 3.5', <Controlled key="input" initial={3.5} />, '.star-rating', 40],
    ['a given 4.5', <Stars key="given" rating={4.5} />, '.stars', 15],
  ] as const)(
    'draws %s as gold over the left half of a whole, full-size star',
    (_, element, group, size) => {
      renderWithProviders(element);
      const stars = Array.from(document.querySelectorAll(`${group} .star-icon`));
      const half = stars.find((star) => star.getAttribute('data-fill') === 'half');
      if (!half) throw new Error('no half star');
      // one drawing per star, at the star's size: the gold is not a smaller copy beside it
      for (const star of stars) {
        expect(star.tagName.toLowerCase()).toBe('svg');
        expect([star.getAttribute('width'), star.getAttribute('height')]).toEqual([
          String(size),
          String(size),
        ]);
        expect(star.querySelectorAll('svg')).toHaveLength(0);
      }
      // the same star path as the outline, cut at the middle of the 24-unit box
      const outline = half.querySelector('.star-icon__base');
      const gold = half.querySelector('.star-icon__gold');
      expect(gold?.getAttribute('d')).toBe(outline?.getAttribute('d'));
      const clip = /^url\(#(.+)\)$/.exec(gold?.getAttribute('clip-path') ?? '')?.[1];
      const rect = half.querySelector(`clipPath[id="${clip}"] rect`);
      expect(half.getAttribute('viewBox')).toBe('0 0 24 24');
      expect([rect?.getAttribute('x'), rect?.getAttribute('width')]).toEqual(['0', '12']);
      // whole stars are not cut, empty ones have no gold
      const full = stars.filter((star) => star.getAttribute('data-fill') === 'full');
      expect(full.length).toBeGreaterThan(0);
      for (const star of full) {
        expect(star.querySelector('.star-icon__gold')?.hasAttribute('clip-path')).toBe(false);
      }
      for (const star of stars.filter((s) => s.getAttribute('data-fill') === 'empty')) {
        expect(star.querySelector('.star-icon__gold')).toBeNull();
      }
    },
  );
});
