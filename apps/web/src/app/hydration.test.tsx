import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import type { Language } from '@fairfare/contracts/languages';
import { seedCityCache } from '../domain/cities/citySeed';
import { changeLanguage } from '../shared/i18n/i18n';
import { endPageHydration, isPageHydrating, startPageHydration } from '../shared/pageHydration';
import { seedTexts } from '../shared/intl/intlText';
import type { PageState } from '../shared/pageState';
import { stubScrollTo } from '../test/renderWithProviders';
import { asPage, service } from '../test/renderedPages';
import { App } from './App';
import { createQueryClient, hydratePage } from './queryClient';
import { preloadPage } from './router';
import { renderPage } from './server/renderPage';

let root: Root | undefined;
let container: HTMLElement | undefined;
let scrollTo: MockInstance;

beforeEach(() => {
  scrollTo = stubScrollTo();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  vi.unstubAllGlobals();
  endPageHydration();
  await changeLanguage('en');
});

/**
 * Renders `path` as the service does, then hydrates it as app/boot.tsx does (with the page's data as
 * it travels, through JSON), the way a browser would get it: returns the hydration errors and the
 * API calls the site made. `preload`: the page's script is there already (boot.tsx does not wait
 * for it; here it is awaited so that the whole page hydrates within the test's act).
 */
async function hydrate(
  path: string,
  language: Language = 'en',
  {
    preload = true,
    beforeHydrating,
  }: { preload?: boolean; beforeHydrating?: (page: HTMLElement) => void } = {},
) {
  const page = asPage(await renderPage({ url: path, language, callApi: service().callApi }));
  const state = JSON.parse(JSON.stringify(page.state)) as PageState;
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url.slice(url.indexOf(API_BASE) + API_BASE.length));
      return new Response('{}', { status: 503 });
    }),
  );
  await changeLanguage(state.language);
  window.history.pushState({}, '', path);
  container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  const queryClient = createQueryClient();
  hydratePage(queryClient, state.queries);
  if (state.cities) seedCityCache(state.cities);
  seedTexts(state.texts);
  if (preload) await preloadPage(path);
  // what a rider does on the page before its scripts are there
  beforeHydrating?.(container);
  const errors: unknown[] = [];
  const rendered = container.innerHTML;
  // every use of Intl's formatters while hydrating (each first one loads ICU data, issue 12)
  const intlUses = [
    vi.spyOn(Intl.NumberFormat.prototype as { readonly format: unknown }, 'format', 'get'),
    vi.spyOn(Intl.DateTimeFormat.prototype as { readonly format: unknown }, 'format', 'get'),
    vi.spyOn(Intl.DisplayNames.prototype, 'of'),
  ];
  try {
    // as boot.tsx: a language switch waits until the page has hydrated (decision 066)
    startPageHydration();
    await act(async () => {
      root = hydrateRoot(container!, <App queryClient={queryClient} cities={state.cities} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    const formatted = intlUses.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    return { errors, asked, rendered, state, formatted };
  } finally {
    intlUses.forEach((spy) => spy.mockRestore());
  }
}

describe('a rendered page in the browser (decision 020)', () => {
  it.each([
    '/',
    '/about-us',
    '/services',
    '/drive-with-fairfare',
    '/contact-us',
    '/blog',
    '/blog-detail/fares-explained',
    '/blog-detail/no-such-post',
    '/term-condition',
    '/privacy-policy',
    '/login',
    '/register',
  ])('%s hydrates as rendered, asking the service nothing it showed', async (path) => {
    const { errors, asked } = await hydrate(path);
    expect(errors).toEqual([]);
    // the cities too: the page's own are the city cache's first refresh (decision 072)
    expect(asked).toEqual([]);
  });

  it.each([
    ['/', 'es'],
    ['/services', 'fr'],
    ['/blog', 'es'],
    ['/blog-detail/fares-explained', 'en'],
    ['/term-condition', 'fr'],
    ['/login', 'es'],
  ] as const)(
    '%s (%s) hydrates with the fares, dates and country names it was rendered with, formatting none',
    async (path, language) => {
      const { errors, state, formatted } = await hydrate(path, language);
      expect(errors).toEqual([]);
      expect(Object.keys(state.texts ?? {}).length).toBeGreaterThan(0);
      expect(formatted).toBe(0);
    },
  );

  it("hydrates before the page's script is there, the page's part once it is", async () => {
    const { errors } = await hydrate('/about-us', 'en', { preload: false });
    await act(async () => preloadPage('/about-us'));
    expect(errors).toEqual([]);
    // hydrated: a link navigates in the page
    await act(async () => screen.getByRole('link', { name: 'Terms & conditions' }).click());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms & conditions' }),
    ).toBeDefined();
    expect(errors).toEqual([]);
  });

  it('hydrates in the language it was rendered in', async () => {
    const { errors } = await hydrate('/blog', 'es');
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Inicio' })[0]).toBeDefined();
  });

  it("hydrates a signed-in rider's page signed out, as rendered, then shows My Account", async () => {
    sessionStorage.setItem('isLoggedIn', 'true');
    sessionStorage.setItem('user_id', '7');
    sessionStorage.setItem('phone', '+15195550100');
    const { errors, rendered } = await hydrate('/about-us');
    expect(rendered).toContain('>Login</a>');
    expect(errors).toEqual([]);
    expect(await screen.findByRole('link', { name: 'My Account' })).toBeDefined();
  });

  it('hydrates the booking screen, then shows its form with the answers the page brought', async () => {
    const { errors, rendered, asked } = await hydrate('/booknow');
    // no form but the header's language switcher (a plain form, issue 27)
    expect(rendered.match(/<form\b/g)).toHaveLength(1);
    expect(rendered).toContain('<form class="language-switcher"');
    expect(errors).toEqual([]);
    expect(await screen.findByRole('button', { name: /book/i })).toBeDefined();
    // the drivers around are the browser's to ask; the constants, the city and its categories came
    // with the page, and its cities are the city cache's first refresh (decision 072)
    expect(asked).toEqual(['/driverapi/getnearbydriverlists']);
  });

  // Decision 068: the pickup and the drop-off are fields in the page's first HTML; the form's
  // place fields, when they come, take over what was typed there, with the focus.
  it("the booking screen's pickup takes text before the form's script, which keeps it", async () => {
    const { errors, rendered } = await hydrate('/booknow', 'en', {
      beforeHydrating: (page) => {
        const pickup = page.querySelector<HTMLInputElement>('#booking-pickup');
        if (!pickup) throw new Error('no pickup field in the rendered page');
        pickup.focus();
        pickup.value = 'Western';
      },
    });
    expect(rendered).toMatch(/<label for="booking-pickup">Pickup location<\/label>/);
    const pickup = await screen.findByRole('combobox', { name: 'Pickup location' });
    expect((pickup as HTMLInputElement).value).toBe('Western');
    expect(document.activeElement).toBe(pickup);
    // searched as typed: the list is open
    expect(pickup.getAttribute('aria-expanded')).toBe('true');
    expect(
      (screen.getByRole('combobox', { name: 'Drop location' }) as HTMLInputElement).value,
    ).toBe('');
    expect(errors).toEqual([]);
  });

  // Decision 069: react-hook-form writes a field's default value into its element when the element
  // attaches, which on a rendered page is at hydration: what the rider typed, ticked or picked
  // before the script came was undone. The forms now keep it, as if it had been entered after.
  it('/register keeps what the rider entered before hydration, and sends it', async () => {
    const { errors } = await hydrate('/register', 'en', {
      beforeHydrating: (page) => {
        const field = <E extends HTMLElement>(id: string) => {
          const element = page.querySelector<E>(`#${id}`);
          if (!element) throw new Error(`no #${id} in the rendered page`);
          return element;
        };
        field<HTMLInputElement>('register-first-name').value = 'Amara';
        field<HTMLInputElement>('register-last-name').value = 'Osei';
        field<HTMLSelectElement>('register-country').value = 'GB';
        field<HTMLInputElement>('register-phone').value = '7700900123';
        field<HTMLInputElement>('register-terms').checked = true;
      },
    });
    expect(errors).toEqual([]);
    const terms = screen.getByRole('checkbox', { name: /^I accept the Terms/ });
    expect((terms as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe(
      'Amara',
    );
    expect(
      (screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value,
    ).toBe('GB');
    await act(async () => screen.getByRole('button', { name: 'Send code' }).click());
    // the form's own values are the ones on screen: it passes validation and sends them
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url).includes('/userapi/registration'))
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(sent).toEqual([
      expect.objectContaining({
        first_name: 'Amara',
        last_name: 'Osei',
        phone_code: '+44',
        phone: '7700900123',
        accept_terms: true,
      }),
    ]);
  });

  // Decision 069: the layout scrolled to the top when it hydrated (the route's first "change" and
  // the footer's "appearing"), which moved the field a rider had scrolled to from under a tap.
  it.each(['/register', '/about-us'])('%s keeps the scroll the rider gave it', async (path) => {
    const { errors } = await hydrate(path);
    expect(errors).toEqual([]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('/login keeps a number typed before hydration', async () => {
    await hydrate('/login', 'en', {
      beforeHydrating: (page) => {
        const phone = page.querySelector<HTMLInputElement>('#login-phone');
        if (!phone) throw new Error('no #login-phone in the rendered page');
        phone.value = '5195550123';
      },
    });
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(
      '5195550123',
    );
  });

  // Decision 066: a rider who picked a language while the booking screen still hydrated on a slow
  // phone met React's error #418; the switch now waits for the page's part (HydrationMark).
  it.each(['/booknow', '/login'])(
    '%s ends its hydration with its own part, and a language chosen then applies at once',
    async (path) => {
      const { errors } = await hydrate(path);
      expect(isPageHydrating()).toBe(false);
      await act(async () => {
        fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
          target: { value: 'fr' },
        });
      });
      await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
      expect(screen.getAllByRole('link', { name: 'Accueil' })[0]).toBeDefined();
      expect(errors).toEqual([]);
    },
  );
});
