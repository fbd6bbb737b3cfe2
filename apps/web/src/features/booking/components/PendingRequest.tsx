import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { RaiseFareForm } from '../../../domain/trips/RaiseFareForm';
import { RiderNotifyMe } from './RiderNotifyMe';
import { TripSummary } from './TripSummary';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import '../../../shared/ui/form/form.css';
import './bookingButtons.css';
import './confirmationCard.css';
import './PendingRequest.css';

interface PendingRequestProps {
  trip: Trip;
  tzOffset: number | undefined;
  cancelling: boolean;
  onCancel: () => void;
  error: string | null;
}

/**
 * The rider's ride now, saved and waiting for drivers' offers, with a higher fare to offer while
 * waiting and Cancel Ride (the request is withdrawn, no fee). The live-ride work replaces this view with the ride overlay.
 */
export function PendingRequest({
  trip,
  tzOffset,
  cancelling,
  onCancel,
  error,
}: PendingRequestProps) {
  const { t } = useTranslation('booking');
  // shown after Book Now (or on arrival): reading starts at its heading
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const title = titleRef.current;
    if (!title) return;
    title.focus({ preventScroll: true });
    // After Book Now the page is still scrolled down to where the form's button was: on a phone
    // the card, which took the form's place, is above the screen (issue 26). Bring it to view;
    // a card already in view (arrival at the top of the page) stays where it is.
    const { top, bottom } = title.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      title.closest('section')?.scrollIntoView({ block: 'start' });
    }
  }, []);
  return (
    <section className="container page pending-request" aria-labelledby="pending-title">
      <div className="pending-request__card">
        <div className="pending-request__pulse" aria-hidden="true">
          <span />
        </div>
        <h1 id="pending-title" className="pending-request__title" ref={titleRef} tabIndex={-1}>
          {t('pending.title')}
        </h1>
        <p className="pending-request__lead" role="status">
          {t('pending.lead')}
        </p>
        <RiderNotifyMe />
        <TripSummary trip={trip} tzOffset={tzOffset} />
        <RaiseFareForm trip={trip} />
        <FormAlert>{error}</FormAlert>
        <div className="booking-actions">
          <button
            type="button"
            className="button booking-button--danger"
            onClick={onCancel}
            aria-disabled={cancelling || undefined}
          >
            {cancelling ? (
              <>
                <span className="booking-spinner" aria-hidden="true" />
                {t('pending.cancelling')}
              </>
            ) : (
              t('pending.cancel')
            )}
          </button>
        </div>
      </div>
    </section>
  );
}
