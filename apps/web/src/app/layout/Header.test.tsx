import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders, stubScrollTo } from '../../test/renderWithProviders';
import { Header } from './Header';

function renderHeader(path = '/') {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </>,
    { path },
  );
}

function banner() {
  return within(screen.getByRole('banner'));
}

beforeEach(() => {
  stubScrollTo();
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('Header', () => {
  it('shows the logo as a link home, 160 px high', () => {
    renderHeader();
    const home = banner().getByRole('link', { name: 'FairFare home' });
    expect(home.getAttribute('href')).toBe('/');
    const logo = within(home).getByRole('img', { name: 'FairFare home' });
    expect(logo.getAttribute('src')).toBe('/logo.svg');
    expect(logo.getAttribute('height')).toBe('160');
  });

  it('has the navigation links of docs/product/screens.md in a labelled nav', () => {
    renderHeader();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const expected = [
      ['Home', '/'],
      ['About', '/about-us'],
      ['Services', '/services'],
      ['Contact', '/contact-us'],
      ['Blog', '/blog'],
      ['Article', '/article'],
      ['Announcement', '/announcement'],
      ['Login', '/login'],
      ['Book Now', '/booknow'],
    ];
    for (const [name, href] of expected) {
      expect(nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('shows Login and not My Account when logged out', () => {
    renderHeader();
    expect(banner().getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(banner().queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it("shows My Account and not Login when the session's logged-in flag is set", () => {
    sessionStorage.setItem('isLoggedIn', 'true');
    renderHeader();
    expect(banner().getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(banner().queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('re-reads the flag on a storage event', () => {
    renderHeader();
    expect(banner().getByRole('link', { name: 'Login' })).toBeDefined();
    act(() => {
      sessionStorage.setItem('isLoggedIn', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn', newValue: 'true' }));
    });
    expect(banner().getByRole('link', { name: 'My Account' })).toBeDefined();
  });

  it('re-reads the flag on a route change', async () => {
    const user = userEvent.setup();
    renderHeader();
    sessionStorage.setItem('isLoggedIn', 'true');
    await user.click(banner().getByRole('link', { name: 'About' }));
    expect(banner().getByRole('link', { name: 'My Account' })).toBeDefined();
    expect(banner().queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('has Book Now in the menu and as a separate button-styled link', () => {
    renderHeader();
    const bookNow = banner().getAllByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveLength(2);
    expect(bookNow.every((link) => link.getAttribute('href') === '/booknow')).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(bookNow.filter((link) => nav.contains(link))).toHaveLength(1);
    expect(bookNow.find((link) => !nav.contains(link))?.className).toContain('button');
  });

  it('has the five "Connect with us" links, opening in a new tab', () => {
    renderHeader();
    const list = banner().getByRole('list', { name: 'Connect with us' });
    const names = ['Facebook', 'TikTok', 'Instagram', 'X', 'YouTube'];
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(names);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('opens and closes the menu with the Menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = banner().getByRole('button', { name: 'Menu' });
    const menuId = toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = document.getElementById(menuId ?? '');
    expect(menu).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.getAttribute('data-open')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.getAttribute('data-open')).toBe('true');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.getAttribute('data-open')).toBe('false');
  });

  it('closes the menu when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = banner().getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(banner().getByRole('link', { name: 'Services' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // a link to the page already shown closes it too
    await user.click(toggle);
    await user.click(banner().getByRole('link', { name: 'Services' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = banner().getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('switches the header to Spanish and French and stores the language', async () => {
    const user = userEvent.setup();
    renderHeader();
    const select = banner().getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
    ]);

    await user.selectOptions(select, 'es');
    expect(sessionStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    for (const name of [
      'Inicio',
      'Acerca de',
      'Servicios',
      'Contacto',
      'Blog',
      'Artículos',
      'Anuncios',
      'Iniciar sesión',
    ]) {
      expect(banner().getByRole('link', { name })).toBeDefined();
    }
    expect(banner().getAllByRole('link', { name: 'Reservar ahora' })).toHaveLength(2);
    expect(banner().getByRole('button', { name: 'Menú' })).toBeDefined();
    const spanish = banner().getByRole('combobox', { name: 'Idioma' });

    await user.selectOptions(spanish, 'fr');
    expect(sessionStorage.getItem('language')).toBe('fr');
    for (const name of [
      'Accueil',
      'À propos',
      'Services',
      'Contact',
      'Blog',
      'Articles',
      'Annonces',
      'Connexion',
    ]) {
      expect(banner().getByRole('link', { name })).toBeDefined();
    }
    expect(banner().getAllByRole('link', { name: 'Réserver' })).toHaveLength(2);
    expect(banner().getByRole('combobox', { name: 'Langue' })).toBeDefined();
  });

  it('shows My Account in Spanish and French when logged in', async () => {
    sessionStorage.setItem('isLoggedIn', 'true');
    renderHeader();
    await act(() => changeLanguage('es'));
    expect(banner().getByRole('link', { name: 'Mi cuenta' })).toBeDefined();
    await act(() => changeLanguage('fr'));
    expect(banner().getByRole('link', { name: 'Mon compte' })).toBeDefined();
  });
});
