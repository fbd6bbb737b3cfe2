import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { CitySeedProvider } from '../domain/cities/citySeed';
import { DocumentTitleContext } from '../shared/hooks/useDocumentTitle';
import { i18n } from '../shared/i18n/i18n';
import { RenderedSignedIn } from '../shared/session/hooks';
import type { CachedCity } from '../domain/cities/mergeCities';
import { AppRoutes } from './router';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** The cities of a rendered page (while it renders and hydrates). */
  cities?: CachedCity[] | undefined;
  /** Where the service hears the document title of the page it renders. */
  onTitle?: ((title: string) => void) | undefined;
  /** A content page rendered for a signed-in rider (the service checked the cookie). */
  signedIn?: boolean | undefined;
  children: ReactNode;
}

/**
 * What every page runs in, the same in the browser and on the service that renders public pages
 * (decision 020), so that both build the same tree.
 */
export function AppProviders(props: AppProvidersProps) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={props.queryClient}>
        <CitySeedProvider cities={props.cities}>
          <DocumentTitleContext.Provider value={props.onTitle ?? null}>
            <RenderedSignedIn.Provider value={props.signedIn ?? false}>
              {props.children}
            </RenderedSignedIn.Provider>
          </DocumentTitleContext.Provider>
        </CitySeedProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The site in the browser. */
export function App({ queryClient, cities }: { queryClient: QueryClient; cities?: CachedCity[] }) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n} cities={cities}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
