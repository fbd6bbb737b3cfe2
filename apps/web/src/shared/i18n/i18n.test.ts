import { afterEach, describe, expect, it, vi } from 'vitest';
import { endPageHydration, startPageHydration } from '../pageHydration';
import { readLanguageCookie, readStoredLanguage } from '../storage';
import {
  changeLanguage,
  i18n,
  languageAfterHydration,
  settleLanguage,
  translateApiMessage,
} from './i18n';

afterEach(async () => {
  endPageHydration();
  await changeLanguage('en');
  document.cookie = 'ff_language=; path=/; max-age=0';
});

describe('translateApiMessage', () => {
  it.each([
    ['en', 'Please enter an amount greater than or equal to 8.5'],
    ['es', 'Introduce un importe mayor o igual a 8,5'],
  ] as const)('writes number values the %s way', async (language, text) => {
    await changeLanguage(language);
    expect(translateApiMessage('ride.counterTooLow', 'fallback', { min: 8.5 })).toBe(text);
  });

  it('writes whole numbers as they are and keeps text values', async () => {
    await changeLanguage('fr');
    expect(translateApiMessage('payment.topUpRange', 'fallback', { min: 5, max: 500 })).toMatch(
      /\b5\b.*\b500\b/,
    );
    expect(translateApiMessage('payment.saveFailed', 'fallback', { error: 'Déclinée' })).toContain(
      'Déclinée',
    );
  });

  it('gives the server text back for a key it does not know', () => {
    expect(translateApiMessage('no.such.key', 'Server text', { min: 1.5 })).toBe('Server text');
  });
});

describe("the rider's language and the service (decision 020)", () => {
  it('is kept in a cookie by the switcher, for the service to render the next pages in it', async () => {
    expect(readLanguageCookie()).toBeNull();
    await changeLanguage('fr');
    expect(document.cookie).toContain('ff_language=fr');
    expect(readLanguageCookie()).toBe('fr');
    expect(readStoredLanguage()).toBe('fr');
  });

  it("after hydrating, is the cookie's (rendered already), else a language chosen before, else the page's", () => {
    expect(languageAfterHydration('es', 'es', 'fr')).toBe('es');
    expect(languageAfterHydration('es', null, 'fr')).toBe('fr');
    expect(languageAfterHydration('es', null, null)).toBe('es');
  });

  it("keeps a page's language as the session value, or switches once to the rider's own", async () => {
    await i18n.changeLanguage('es');
    sessionStorage.clear();
    localStorage.clear();
    settleLanguage('es');
    expect(readStoredLanguage()).toBe('es');
    expect(readLanguageCookie()).toBeNull();

    sessionStorage.setItem('language', 'fr');
    settleLanguage('es');
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    expect(readLanguageCookie()).toBe('fr');
  });
});

describe("the page's lang attribute", () => {
  it('is set when the language changes, and left alone when it is the same', async () => {
    await changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributeFilter: ['lang'] });
    const changesSoFar = () => [...changes, ...observer.takeRecords()];

    // even the same value written again makes the browser work out the page's style again
    await changeLanguage('es');
    expect(changesSoFar()).toHaveLength(0);

    await changeLanguage('fr');
    expect(changesSoFar()).toHaveLength(1);
    expect(document.documentElement.lang).toBe('fr');
    observer.disconnect();
  });
});

// Decision 066: a language picked while a rendered page still hydrated (a slow phone) re-rendered
// the part not yet hydrated in the new language against the HTML in the old: React's error #418.
describe('changeLanguage while the page hydrates', () => {
  it('remembers the choice at once and applies the last one asked for once the page has hydrated', async () => {
    startPageHydration();
    const first = changeLanguage('es');
    const last = changeLanguage('fr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(readStoredLanguage()).toBe('fr');
    expect(readLanguageCookie()).toBe('fr');

    endPageHydration();
    await Promise.all([first, last]);
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('applies at once on a page that is not hydrating', async () => {
    await changeLanguage('es');
    expect(i18n.language).toBe('es');
  });
});
