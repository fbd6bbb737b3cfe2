import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { API_BASE } from '@fairfare/contracts/api';
import type { PublicApiCall, RenderedPage, RenderPageInput } from '@fairfare/contracts/site-render';
import { setApiTransport } from '../../shared/api/client';
import { recordTexts } from '../../shared/intl/intlText';
import type { PageState } from '../../shared/pageState';
import { PostedFormProvider } from '../../shared/ui/form/postedForm';
import { AppProviders } from '../App';
import { createQueryClient } from '../queryClient';
import { AppRoutes, modulesAt, pageRouteAt, preloadPage, routeIdAt } from '../router';
import { dehydratePage, isNotFoundAnswer } from './dehydrate';
import { i18nFor, usedTranslations } from './i18n';
import { pageDataLoader } from './pageData';

/**
 * The build manifest's key of the site's start (app/boot.tsx): the entry (main.tsx) imports it
 * only after React and the translations have evaluated, so index.html no longer links its scripts
 * and styles; a rendered page does, with its own (the service's pageAssets).
 */
export const BOOT_MODULE = 'src/app/boot.tsx';

/** The service's public endpoints, for the page being rendered in this async context. */
const apiOfPage = new AsyncLocalStorage<PublicApiCall>();

/**
 * On the service the site's API client calls the endpoints in-process (the page's own caller,
 * which lets only public endpoints through), with the same paths and bodies as in the browser.
 */
setApiTransport(async (input, init) => {
  const callApi = apiOfPage.getStore();
  // outside of a page being rendered (the site's own tests): the network, as usual
  if (!callApi) return fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  const path = url.slice(url.indexOf(API_BASE) + API_BASE.length);
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
  const answer = await callApi(path, body);
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
});

/**
 * The markup of `element`, rendered at once: its pages, translations and data are all there
 * before it renders (renderPage), so nothing in it suspends. A part that suspended or failed
 * anyway fails the page, rather than being left to the browser to render in its place; so does an
 * inline script, which the Content Security Policy would block.
 */
export function renderToHtml(element: ReactNode): string {
  const html = renderToString(element);
  // React marks a Suspense boundary it could not finish on the server with <!--$!-->
  if (html.includes('<!--$!-->')) throw new Error('a part of the page could not be rendered');
  if (/<script\b/i.test(html)) throw new Error('the page rendered an inline script');
  return html;
}

/**
 * Rendered outside a whole document, React writes the elements it hoists into the head (such as
 * image preloads) first, before the page: they go to the head.
 */
export function splitHoisted(markup: string): { head: string; html: string } {
  const head = /^(?:<link\b[^>]*>)+/.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}

/**
 * Renders a public page of the site (decision 020) in `language`: loads the data it shows through
 * the service's public endpoints, then renders it with the same components, translations and
 * answers the browser will hydrate it with. A page that depends on the rider's session is left to
 * the browser (`shell`).
 */
export async function renderPage({
  url,
  language,
  callApi,
  signedIn = false,
  form,
}: RenderPageInput): Promise<RenderedPage> {
  const address = new URL(url, 'http://site.invalid');
  const { pathname, searchParams } = address;
  const page = pageRouteAt(pathname, searchParams);
  if (page.render === 'browser') return { kind: 'shell' };
  const render = page.render;
  const loadData = pageDataLoader(page.data);

  return apiOfPage.run(callApi, async () => {
    const queryClient = createQueryClient();
    const [i18n, data] = await Promise.all([
      i18nFor(language),
      loadData(queryClient, { params: page.params, search: searchParams, language }),
      preloadPage(pathname),
    ]);
    // Only answers, and the answer that makes it a not-found page, go into the page; other
    // failures show as loading, and the browser asks again.
    queryClient.removeQueries({
      predicate: (query) =>
        query.state.status === 'error' && !(data.notFound && isNotFoundAnswer(query.state.error)),
    });
    let title = '';
    const { result: markup, texts } = recordTexts(() =>
      renderToHtml(
        <StrictMode>
          <AppProviders
            queryClient={queryClient}
            i18n={i18n}
            cities={data.cities}
            // no script re-renders a content page: its header is the rider's from the start
            signedIn={render === 'content' && signedIn}
            onTitle={(text) => {
              title = text;
            }}
          >
            <StaticRouter location={`${pathname}${address.search}`}>
              <PostedFormProvider value={form}>
                <AppRoutes />
              </PostedFormProvider>
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      ),
    );
    const { head, html } = splitHoisted(markup);
    const route = routeIdAt(pathname);
    const state: PageState = {
      language,
      translations: usedTranslations(i18n),
      queries: dehydratePage(queryClient),
      texts,
      ...(data.cities ? { cities: data.cities } : {}),
      ...(route ? { route } : {}),
    };
    return {
      kind: 'page',
      status: data.notFound ? 404 : 200,
      title: title || 'FairFare',
      html,
      head,
      state,
      // the site's start (the entry imports it in its last step, decision 068) with the page's
      modules: [BOOT_MODULE, ...modulesAt(pathname)],
      render,
    };
  });
}
