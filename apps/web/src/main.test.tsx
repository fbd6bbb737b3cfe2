import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STATE_ID } from '@fairfare/contracts/site-render';
import type * as ReactDomClient from 'react-dom/client';
import type * as QueryClientModule from './app/queryClient';
import type * as Router from './app/router';
import type * as I18n from './shared/i18n/i18n';
import type { PageState } from './shared/pageState';
import { storageKeys } from './shared/storage';
import { makeCity } from './test/cities';

const hydrateRoot = vi.hoisted(() => vi.fn());
vi.mock('react-dom/client', async (original) => ({
  ...(await original<typeof ReactDomClient>()),
  hydrateRoot,
}));

const preloadPage = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./app/router', async (original) => ({
  ...(await original<typeof Router>()),
  preloadPage,
}));
const settleLanguage = vi.hoisted(() => vi.fn());
vi.mock('./shared/i18n/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  settleLanguage,
}));

const createQueryClient = vi.hoisted(() => vi.fn());
vi.mock('./app/queryClient', async (original) => {
  const actual = await original<typeof QueryClientModule>();
  createQueryClient.mockImplementation(actual.createQueryClient);
  return { ...actual, createQueryClient };
});

// registered after the page loads; not what this test is about
vi.mock('./app/registerServiceWorker', () => ({ registerServiceWorker: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the entry on a page the service rendered (decision 020)', () => {
  it('evaluates React, the translations and the site in tasks of their own, then hydrates with the page script, the city cache, the query cache and the language in tasks of their own (issue 12, decisions 068 and 070)', async () => {
    const cities = [makeCity()];
    const state: PageState = {
      language: 'en',
      translations: {},
      queries: { queries: [], mutations: [] },
      cities,
      route: 'home',
    };
    document.body.innerHTML =
      `<div id="root"><p>Rendered</p></div>` +
      `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state)}</script>`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });

    // fresh modules: the test set-up read the (then empty) page's state already
    vi.resetModules();
    await import('./main');
    expect(hydrateRoot).not.toHaveBeenCalled();

    // the entry's own steps: React, then the translations, each followed by a task of its own,
    // then the site's start (app/boot.tsx), which queues its first step
    await vi.dynamicImportSettled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    await vi.dynamicImportSettled();
    expect(vi.getTimerCount()).toBe(1);
    expect(hydrateRoot).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    await vi.dynamicImportSettled();
    expect(vi.getTimerCount()).toBe(1);
    expect(preloadPage).not.toHaveBeenCalled();

    // then one step per task: the page's script (found by the route the service rendered), the
    // city cache, the query cache, hydration, the rider's language
    await vi.advanceTimersToNextTimerAsync();
    expect(preloadPage).toHaveBeenCalledWith('/', 'home');
    expect(localStorage.getItem(storageKeys.cityData)).toBeNull();
    await vi.advanceTimersToNextTimerAsync();
    expect(localStorage.getItem(storageKeys.cityData)).toBe(JSON.stringify(cities));
    expect(createQueryClient).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(createQueryClient).toHaveBeenCalledOnce();
    expect(hydrateRoot).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(hydrateRoot).toHaveBeenCalledOnce();
    expect(hydrateRoot.mock.calls[0]?.[0]).toBe(document.getElementById('root'));
    expect(settleLanguage).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(settleLanguage).toHaveBeenCalledWith('en');
    // the page's part and the server messages it started loading
    await vi.dynamicImportSettled();
  });
});
