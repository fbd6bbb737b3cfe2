/**
 * The site's server bundle (decision 020): built by `vite build --ssr` into dist/server, loaded by
 * the service (apps/server/src/site) to render public pages, and the ride of a page's first paint
 * (decision 061). Nothing here runs in the browser.
 */
import type { RenderPage, RenderRide } from '@fairfare/contracts/site-render';
import { renderPage } from './app/server/renderPage';
import { renderRide as renderFirstRide } from './app/server/renderRide';

export const render: RenderPage = renderPage;
export const renderRide: RenderRide = renderFirstRide;
