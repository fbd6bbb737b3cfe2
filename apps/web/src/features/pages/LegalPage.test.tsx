import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

afterEach(async () => {
  await changeLanguage('en');
});

describe('content pages', () => {
  it.each([
    ['terms', TermsPage, 'Terms & conditions'],
    ['privacy', PrivacyPage, 'Privacy policy'],
  ] as const)('%s: one h1, several sections and a working table of contents', (_, Page, title) => {
    renderWithProviders(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    const toc = within(screen.getByRole('navigation', { name: 'On this page' }));
    const links = toc.getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('SECTION');
    }
  });

  it('the about page has its sections and values', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About FairFare' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['es', 'Términos y condiciones', 'Acerca de FairFare'],
    ['fr', 'Conditions générales', 'À propos de FairFare'],
  ] as const)('is translated (%s)', async (language, terms, about) => {
    await changeLanguage(language);
    const { unmount } = renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: terms })).toBeDefined();
    unmount();
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: about })).toBeDefined();
  });
});
