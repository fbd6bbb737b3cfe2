import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { ErrorSummary } from './ErrorSummary';

afterEach(async () => {
  await changeLanguage('en');
});

const items = [
  { targetId: 'category', label: 'Catégorie', text: 'Veuillez choisir une catégorie' },
];

describe('ErrorSummary', () => {
  it('writes the French colon after the field’s name (issue 26 point 12)', async () => {
    await changeLanguage('fr');
    render(<ErrorSummary items={items} />);
    expect(screen.getByRole('link').textContent).toBe(
      'Catégorie\u00a0: Veuillez choisir une catégorie',
    );
  });

  it('writes the English one as before', () => {
    render(<ErrorSummary items={[{ ...items[0]!, label: 'Category' }]} />);
    expect(screen.getByRole('link').textContent).toBe('Category: Veuillez choisir une catégorie');
  });
});
