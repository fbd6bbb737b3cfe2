import { useTranslation } from 'react-i18next';
import { afterImports, linkedPart } from '../../shared/ui/lazyPart';
import { EarlyRouteCard } from './EarlyRouteCard';

// The form is a script of its own (its hooks, react-hook-form, the request schemas and zod): the
// page hydrates with its heading and the form's placeholder, and the form's modules evaluate after
// it. The service links its scripts with the page's (it names its module), so they are fetched at
// once (issue 27, the booking screen's budget; decision 044). They evaluate in five tasks, not
// one (decisions 066, 068): zod with the cities' schemas, the booking contract's, the trips',
// react-hook-form, then the form; each of the first three took 40–60 ms on a 4× slower CPU. zod
// itself is no step: imported alone, the build put it into a chunk of the site's entry.
/* eslint @typescript-eslint/consistent-type-imports: ["error", { "disallowTypeAnnotations": false }] */
export const BookingForm = linkedPart(
  afterImports(
    import.meta.glob<typeof import('./components/BookingForm')>(
      '/src/features/booking/components/BookingForm.tsx',
    ),
    [
      () => import('@fairfare/contracts/cities'),
      () => import('@fairfare/contracts/booking'),
      () => import('@fairfare/contracts/trips'),
      () => import('react-hook-form'),
    ],
  ),
  'BookingForm',
);

/**
 * Where the booking form goes while the page is rendered by the service and hydrated (the form
 * reads the rider's draft, settings and session, which only the browser has), and until a new
 * tab's session is restored (decision 020). As tall as a screen, so nothing below it moves into
 * view when the form takes its place. With `route`, the route's card comes first, its pickup and
 * drop-off already fields a rider can type into (decision 068): the form's place fields take over
 * what was typed.
 */
export function BookingFormPlaceholder({ route = false }: { route?: boolean }) {
  // The form's namespaces: a page the service renders carries them (app/server/i18n.ts,
  // usedTranslations), so that the form does not wait for them once its script is there.
  const { t } = useTranslation(['booking', 'places']);
  return (
    <div className="booking-page__placeholder">
      {route ? <EarlyRouteCard /> : null}
      {/* seen, not only heard: on a slow network the form takes seconds (issue 38 point 11) */}
      <p role="status" className="booking-page__loading">
        {t('page.formLoading')}
      </p>
      <span className="skeleton booking-page__skeleton" aria-hidden="true" />
      <span className="skeleton booking-page__skeleton" aria-hidden="true" />
      <span
        className="skeleton booking-page__skeleton booking-page__skeleton--button"
        aria-hidden="true"
      />
      <noscript>
        <p className="notice">{t('page.needsScript')}</p>
      </noscript>
    </div>
  );
}
