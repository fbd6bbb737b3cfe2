import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isChangeableScheduledRide, tripSchema } from '@fairfare/contracts/trips';
import { config } from '../../shared/config';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useIsLoggedIn } from '../../shared/session/hooks';
import { useSettings } from '../../shared/settings/useSettings';
import { Spinner } from '../../shared/ui/Spinner';
import { latestScheduledRide, useOpenRequests } from './api/get-open-requests';
import { TripSummary } from './components/TripSummary';
import { editScheduledRidePath, MY_ACCOUNT_PATH } from './paths';
import './barePage.css';
import './BookingCompletePage.css';
import './components/bookingButtons.css';
import './components/confirmationCard.css';

/**
 * /booking-complete (docs/product/screens.md, messages.md; no header or footer): 'Thank you', 'Thanks for booking Schedule
 * ride.' and the ride booked for later (from the navigation, else the rider's open requests),
 * with the ways on: My Account (where it is listed) and Home.
 */
export function BookingCompletePage() {
  const { t } = useTranslation(['booking', 'common']);
  useDocumentTitle(t('complete.title'));
  const location = useLocation();
  const settings = useSettings();
  const loggedIn = useIsLoggedIn();
  const fromState = tripSchema.safeParse((location.state as { trip?: unknown } | null)?.trip);
  const open = useOpenRequests(loggedIn && !fromState.success);
  const trip = fromState.success ? fromState.data : latestScheduledRide(open.data);

  return (
    <div className="bare-page">
      <div className="bare-page__bar container">
        <Link to="/" className="bare-page__brand">
          <img
            src={config.businessLogoPath}
            alt={t('header.homeLink', { ns: 'common' })}
            height="40"
          />
        </Link>
      </div>
      <section className="container page booking-complete" aria-labelledby="complete-title">
        <div className="booking-complete__card">
          <span className="booking-complete__check" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="36" height="36" focusable="false">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
            </svg>
          </span>
          <h1 id="complete-title">{t('complete.title')}</h1>
          <p className="booking-complete__lead">
            {t('booking.scheduledThanks', { ns: 'messages' })}
          </p>
          {trip ? (
            <section className="booking-complete__trip" aria-labelledby="complete-trip-title">
              <h2 id="complete-trip-title">{t('complete.tripTitle')}</h2>
              <TripSummary trip={trip} tzOffset={settings.tzOffset} />
            </section>
          ) : loggedIn && open.isPending ? (
            <Spinner inline label={t('page.loading')} />
          ) : null}
          <p className="booking-complete__hint">{t('complete.hint')}</p>
          <div className="booking-actions booking-actions--center">
            <Link className="button button--primary" to={MY_ACCOUNT_PATH}>
              {t('nav.myAccount', { ns: 'common' })}
            </Link>
            {trip && isChangeableScheduledRide(trip) ? (
              <Link className="button button--secondary" to={editScheduledRidePath(trip.trip_id)}>
                {t('complete.change')}
              </Link>
            ) : null}
            <Link className="button button--secondary" to="/">
              {t('nav.home', { ns: 'common' })}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
