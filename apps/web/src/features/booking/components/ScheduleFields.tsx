import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LiveClock } from '../../../shared/ui/LiveClock';
import { TextField } from '../../../shared/ui/form/TextField';
import type { TripWhen } from '../model/formValues';
import { epochToCityLocal } from '../model/scheduleTime';
import './ScheduleFields.css';
import './segmented.css';

interface ScheduleFieldsProps {
  /** Whether the rider may choose between a ride now and a ride for later (else: later only). */
  canRideNow: boolean;
  when: TripWhen;
  whenField: UseFormRegisterReturn<'when'>;
  scheduledField: UseFormRegisterReturn<'scheduledAt'>;
  /** The settings' offset from UTC in hours, for the clock (undefined until they are there). */
  tzOffset: number | undefined;
  /** The offset the picker's times are in (the settings', else the city's). */
  cityTzOffset: number;
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
  /** When the form opened: the picker offers no earlier time. */
  const [openedAt] = useState(() => Date.now());
  const later = !canRideNow || when === 'later';
  return (
    <fieldset className="panel booking-card">
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
          <TextField
            id={SCHEDULED_AT_ID}
            label={t('when.dateTime')}
            describedBy="booking-clock"
            error={error}
            type="datetime-local"
            min={epochToCityLocal(openedAt, props.cityTzOffset)}
            aria-required="true"
            {...props.scheduledField}
          />
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
