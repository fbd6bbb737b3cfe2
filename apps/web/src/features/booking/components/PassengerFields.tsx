import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../shared/ui/form/TextField';
import type { BookingField, BookingFormValues } from '../model/formValues';
import './PassengerFields.css';

interface PassengerFieldsProps {
  forOther: boolean;
  register: UseFormRegister<BookingFormValues>;
  errorOf: (field: BookingField) => string | null;
}

/**
 * Booking for someone else (a switch that shows the passenger's name and contact) and the note
 * for the driver.
 */
export function PassengerFields(props: PassengerFieldsProps) {
  const { forOther, register, errorOf } = props;
  const { t } = useTranslation('booking');
  return (
    <fieldset className="panel booking-card">
      <legend className="booking-card__title">{t('passenger.legend')}</legend>
      <div className="switch-field">
        <input
          id="booking-for-other"
          type="checkbox"
          role="switch"
          aria-checked={forOther}
          aria-controls="booking-passenger-details"
          className="switch-field__input"
          {...register('forOther')}
        />
        <label htmlFor="booking-for-other" className="switch-field__label">
          {t('passenger.forOther')}
        </label>
      </div>
      <div id="booking-passenger-details" className="passenger-details" hidden={!forOther}>
        {forOther ? (
          <>
            <TextField
              id="booking-passenger-name"
              label={t('passenger.name')}
              type="text"
              autoComplete="off"
              aria-required="true"
              error={errorOf('passengerName')}
              {...register('passengerName')}
            />
            <TextField
              id="booking-passenger-contact"
              label={t('passenger.contact')}
              hint={t('passenger.contactHint')}
              type="tel"
              autoComplete="off"
              inputMode="tel"
              aria-required="true"
              error={errorOf('passengerContact')}
              {...register('passengerContact')}
            />
          </>
        ) : null}
      </div>
      <TextAreaField
        id="booking-note"
        label={t('note.label')}
        hint={t('note.hint')}
        rows={3}
        maxLength={500}
        error={errorOf('note')}
        {...register('note')}
      />
    </fieldset>
  );
}
