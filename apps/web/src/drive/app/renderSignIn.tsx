import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Language } from '@fairfare/contracts/languages';
import { i18nOptions } from '../../shared/i18n/i18n';
import { DRIVE_NAMESPACE, loadDriveTexts } from '../shared/texts';
import { DriveRoutes } from './DriveApp';

/**
 * The driver app's sign-in screen as HTML, rendered at build time in each language (decision 067,
 * build/driveSignIn.ts) for the service to send to a phone where no driver is signed in: the
 * screen paints with the page, before any script, and the app hydrates it (main.ts). The tree is
 * the app's own (DriveRoutes in the same providers), so the markup is what the browser renders.
 */
export async function renderSignIn(language: Language): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    ...i18nOptions(language, { [language]: { [DRIVE_NAMESPACE]: await loadDriveTexts(language) } }),
    ns: [DRIVE_NAMESPACE],
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter basename="/drive" location="/drive">
          <DriveRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
