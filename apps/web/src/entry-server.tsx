/**
 * The site's server bundle (decision 020): built by `vite build --ssr` into dist/server, loaded by
 * the service (apps/server/src/site) to render public pages. Nothing here runs in the browser.
 */
import type { RenderPage } from '@fairfare/contracts/site-render';
import { renderPage } from './app/server/renderPage';

export const render: RenderPage = renderPage;
