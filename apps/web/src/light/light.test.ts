import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIDE_ISLAND_ID } from '@fairfare/contracts/site-render';
import { Header } from '../app/layout/Header';
import { i18n } from '../shared/i18n/i18n';
import { readStoredLanguage } from '../shared/storage';
import { startIslands } from './islands';
import { enhanceLanguage } from './language';
import { enhanceMenu } from './menu';

/** The header as the service renders it on a content page: React's HTML, no React running. */
function renderedHeader(path = '/blog') {
  document.body.innerHTML = renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(StaticRouter, { location: path }, createElement(Header)),
    ),
  );
}

const menuButton = () => document.querySelector<HTMLButtonElement>('button[aria-controls]')!;
const menu = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

beforeEach(() => renderedHeader());
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

describe("a content page's first script (issue 27)", () => {
  it('opens and closes the menu with its button, and says so in aria-expanded', () => {
    enhanceMenu(document);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    menuButton().click();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menu().dataset.open).toBe('true');
    menuButton().click();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu().dataset.open).toBe('false');
  });

  it('closes the menu on Escape and gives the focus back to its button', () => {
    enhanceMenu(document);
    menuButton().click();
    const link = menu().querySelector('a')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes the menu when a link is chosen', () => {
    enhanceMenu(document);
    menuButton().click();
    const link = menu().querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    link.click();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the language form as soon as a language is chosen, and keeps the choice', () => {
    const form = document.querySelector<HTMLFormElement>('form.language-switcher')!;
    expect(form.getAttribute('action')).toBe('/language');
    expect(form.querySelector<HTMLInputElement>('input[name="back"]')!.value).toBe('/blog');
    const submit = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
    enhanceLanguage(document);

    const select = form.querySelector<HTMLSelectElement>('select[name="lang"]')!;
    select.value = 'fr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submit).toHaveBeenCalledOnce();
    expect(readStoredLanguage()).toBe('fr');
  });

  it("loads the ride overlay island only where the service put the island's element", async () => {
    const mountRideIsland = vi.fn();
    const load = vi.fn(async () => ({ mountRideIsland }));
    expect(startIslands(document, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();

    const element = document.createElement('div');
    element.id = RIDE_ISLAND_ID;
    document.body.append(element);
    expect(startIslands(document, load)).toBe(true);
    await vi.waitFor(() => expect(mountRideIsland).toHaveBeenCalledWith(element));
  });
});
