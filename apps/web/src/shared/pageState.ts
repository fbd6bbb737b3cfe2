/**
 * The data a page rendered by the service carries for the site (decision 020): the language it
 * was rendered in, the translations, query answers and formatted texts it was rendered with, and
 * the city list.
 * The site hydrates with exactly these, so that its first render matches the service's HTML and
 * asks nothing again. Written by app/server/renderPage.tsx; read here, once.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { City, GeofenceMap } from '@fairfare/contracts/cities';
import { isLanguage, type Language } from '@fairfare/contracts/languages';
import { PAGE_STATE_ID } from '@fairfare/contracts/site-render';

/** Both answers the city cache is made of (docs/product/states.md), as the service gave them. */
export interface CityAnswers {
  cities: City[];
  geofences: GeofenceMap;
}

export interface PageState {
  language: Language;
  /**
   * The translations the page shows, by language and namespace: its language's, and the English
   * of the shell's namespaces (the fallback, which the site needs before it starts).
   */
  translations: Record<string, Record<string, Record<string, unknown>>>;
  /** The page's query answers (TanStack Query's dehydrated state). */
  queries: DehydratedState;
  /**
   * The numbers, dates and country names the page shows, as the service formatted them, by
   * shared/intl's key: hydrating takes them from here instead of loading ICU data (issue 12).
   */
  texts?: Record<string, string>;
  /** The cities, when the page shows them: the cache a first visit makes of CityAnswers. */
  cities?: City[];
  /**
   * The id of the route the service rendered the page with (its page's own): the site finds the
   * page's script by it instead of matching the address again (app/router.tsx preloadPage).
   */
  route?: string;
}

let read = false;
let state: PageState | null = null;

/** The rendered page's data, or null when the page was not rendered by the service. */
export function readPageState(): PageState | null {
  if (read) return state;
  read = true;
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<PageState> | null;
    state =
      parsed && isLanguage(parsed.language) && parsed.queries && parsed.translations
        ? (parsed as PageState)
        : null;
  } catch (err) {
    console.error("the page's data could not be read", err);
  }
  return state;
}
