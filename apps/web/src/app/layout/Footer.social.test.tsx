import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConfigModule from '../../shared/config';
import { renderWithProviders, stubScrollTo } from '../../test/renderWithProviders';
import { Footer } from './Footer';

vi.mock('../../shared/config', async (importOriginal) => {
  const { config } = await importOriginal<typeof ConfigModule>();
  return {
    config: {
      ...config,
      footerSocial: {
        facebook: 'https://facebook.example/fairfare',
        twitter: undefined,
        linkedin: 'https://linkedin.example/fairfare',
        pinterest: undefined,
        instagram: undefined,
      },
    },
  };
});

beforeEach(() => {
  stubScrollTo();
});

describe('Footer with configured social links', () => {
  it('shows exactly the configured ones', () => {
    renderWithProviders(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    const list = footer.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://facebook.example/fairfare'],
      ['LinkedIn', 'https://linkedin.example/fairfare'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
