import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Trip } from '@fairfare/contracts/trips';
import { config } from '../../shared/config';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { BookingForm } from './components/BookingForm';
import { useGoBack } from './hooks/useGoBack';
import { BOOKING_COMPLETE_PATH, BOOKNOW_PATH, SCHEDULE_FORM_PATH } from './paths';
import './barePage.css';
import './BookingPage.css';
import './components/bookingButtons.css';

/**
 * /schedule-form (docs/product/screens.md, no header or footer): the booking form for a ride booked for later
 * (date and time required). Saving it ends on /booking-complete.
 */
export function ScheduleFormPage() {
  const { t } = useTranslation(['booking', 'common']);
  useDocumentTitle(t('schedule.title'));
  const navigate = useNavigate();
  const goBack = useGoBack(BOOKNOW_PATH);

  const onSaved = (trip: Trip) => void navigate(BOOKING_COMPLETE_PATH, { state: { trip } });

  return (
    <div className="bare-page">
      <nav className="bare-page__bar container" aria-label={t('schedule.nav')}>
        <button
          type="button"
          className="button booking-button--ghost bare-page__back"
          onClick={goBack}
        >
          <span aria-hidden="true">←</span> {t('schedule.back')}
        </button>
        <Link to="/" className="bare-page__brand">
          <img
            src={config.businessLogoPath}
            alt={t('header.homeLink', { ns: 'common' })}
            height="40"
          />
        </Link>
      </nav>
      <section className="container page booking-page" aria-labelledby="schedule-title">
        <div className="booking-page__header">
          <h1 id="schedule-title">{t('schedule.title')}</h1>
          <p className="page__lead">{t('schedule.lead')}</p>
        </div>
        <BookingForm
          mode="schedule"
          path={SCHEDULE_FORM_PATH}
          titleId="schedule-title"
          onSaved={onSaved}
          onCancel={goBack}
        />
      </section>
    </div>
  );
}
