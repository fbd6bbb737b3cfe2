import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { RenderRide } from '@fairfare/contracts/site-render';
import { FirstRide } from '../../features/ride/first/FirstRide';
import { i18nFor } from './i18n';

/**
 * The rider's ride for the first paint of a page (decision 061), in the rider's language: static
 * markup, which the service puts at the start of the page's body for this rider only.
 */
export const renderRide: RenderRide = async ({ language, ride }) => {
  const i18n = await i18nFor(language);
  const html = renderToStaticMarkup(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <FirstRide ride={ride} />
      </I18nextProvider>
    </StrictMode>,
  );
  if (/<script\b/i.test(html)) throw new Error('the ride rendered an inline script');
  return html;
};
