import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LiveClock } from '../../../shared/ui/LiveClock';
import type { TripWhen } from '../model/formValues';

interface ScheduleFieldsProps {
  /** Whether the rider may choose between a ride now and a ride for later (else: later only). */
  canRideNow: boolean;
  when: TripWhen;
  whenField: UseFormRegisterReturn<'when'>;
  scheduledField: UseFormRegisterReturn<'scheduledAt'>;
  /** The settings' offset from UTC in hours, for the clock (undefined until they are there). */
  tzOffset: number | undefined;
  /** The earliest value the picker offers ('YYYY-MM-DDTHH:mm'). */
  min: string;
  error: string | null;
}

export const SCHEDULED_AT_ID = 'booking-scheduled-at';

/**
 * Ride now or schedule for later; for later, the pickup date and time (the city's time, spec
 * §2) with the live clock of the city next to it.
 */
export function ScheduleFields(props: ScheduleFieldsProps) {
  const { canRideNow, when, error } = props;
  const { t } = useTranslation('booking');
  const later = !canRideNow || when === 'later';
  const describedBy = ['booking-clock', error ? `${SCHEDULED_AT_ID}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="booking-card">
      <legend className="booking-card__title">{t('when.legend')}</legend>
      {canRideNow ? (
        <div className="segmented">
          <input type="radio" id="booking-when-now" value="now" {...props.whenField} />
          <label htmlFor="booking-when-now">{t('when.now')}</label>
          <input type="radio" id="booking-when-later" value="later" {...props.whenField} />
          <label htmlFor="booking-when-later">{t('when.later')}</label>
        </div>
      ) : null}
      {later ? (
        <div className="schedule-row">
          <div className="booking-field">
            <label htmlFor={SCHEDULED_AT_ID}>{t('when.dateTime')}</label>
            <input
              id={SCHEDULED_AT_ID}
              type="datetime-local"
              min={props.min}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...props.scheduledField}
            />
            {error ? (
              <p className="booking-field__error" id={`${SCHEDULED_AT_ID}-error`}>
                {error}
              </p>
            ) : null}
          </div>
          <div className="schedule-clock" id="booking-clock">
            <LiveClock tzOffset={props.tzOffset} label={t('when.clock')} />
          </div>
        </div>
      ) : (
        <p className="booking-card__hint">{t('when.nowHint')}</p>
      )}
    </fieldset>
  );
}
