import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders, stubScrollTo } from '../../test/renderWithProviders';
import { Footer } from './Footer';

let scrollTo: MockInstance;

beforeEach(() => {
  scrollTo = stubScrollTo();
});

afterEach(async () => {
  await changeLanguage('en');
});

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  it('describes the app and gives the contact details', () => {
    renderWithProviders(<Footer />);
    expect(
      footer().getByText(/global transportation app offering reliable, affordable rides/),
    ).toBeDefined();
    expect(footer().getByText(/London, ON .*Canada/)).toBeDefined();
    expect(
      footer().getByRole('link', { name: 'support@fairfare.example' }).getAttribute('href'),
    ).toBe('mailto:support@fairfare.example');
    expect(footer().getByRole('link', { name: '+1 (519) 555-0142' }).getAttribute('href')).toBe(
      'tel:+15195550142',
    );
  });

  it('links the terms and the privacy policy', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByRole('link', { name: 'Terms & conditions' }).getAttribute('href')).toBe(
      '/term-condition',
    );
    expect(footer().getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('leads drivers to the Drive with FairFare page', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByRole('link', { name: 'Drive with FairFare' }).getAttribute('href')).toBe(
      '/drive-with-fairfare',
    );
  });

  it('shows the 2024 copyright', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByText('© 2024 FairFare. All rights reserved.')).toBeDefined();
  });

  it('shows no optional social links when none is configured', () => {
    renderWithProviders(<Footer />);
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Pinterest', 'Instagram']) {
      expect(footer().queryByRole('link', { name })).toBeNull();
    }
    expect(footer().queryByRole('heading', { name: 'Follow us' })).toBeNull();
    const external = footer()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('http'));
    expect(external).toEqual([]);
  });

  it('scrolls the window to the top when it appears', () => {
    renderWithProviders(<Footer />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('is translated', async () => {
    renderWithProviders(<Footer />);
    await changeLanguage('es');
    expect(
      await footer().findByText('© 2024 FairFare. Todos los derechos reservados.'),
    ).toBeDefined();
    expect(footer().getByRole('link', { name: 'Términos y condiciones' })).toBeDefined();
    await changeLanguage('fr');
    expect(await footer().findByText('© 2024 FairFare. Tous droits réservés.')).toBeDefined();
    expect(footer().getByRole('link', { name: 'Politique de confidentialité' })).toBeDefined();
  });
});
