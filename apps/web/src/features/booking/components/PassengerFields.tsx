import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PassengerFieldsProps {
  forOther: boolean;
  forOtherField: UseFormRegisterReturn<'forOther'>;
  nameField: UseFormRegisterReturn<'passengerName'>;
  contactField: UseFormRegisterReturn<'passengerContact'>;
  noteField: UseFormRegisterReturn<'note'>;
  errors: { passengerName: string | null; passengerContact: string | null; note: string | null };
}

function describedBy(id: string, error: string | null, hint = false): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function ErrorText({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p className="booking-field__error" id={`${id}-error`}>
      {error}
    </p>
  );
}

/**
 * Booking for someone else (a switch that shows the passenger's name and contact) and the note
 * for the driver.
 */
export function PassengerFields(props: PassengerFieldsProps) {
  const { forOther, errors } = props;
  const { t } = useTranslation('booking');
  return (
    <fieldset className="booking-card">
      <legend className="booking-card__title">{t('passenger.legend')}</legend>
      <div className="switch-field">
        <input
          id="booking-for-other"
          type="checkbox"
          role="switch"
          aria-checked={forOther}
          aria-controls="booking-passenger-details"
          className="switch-field__input"
          {...props.forOtherField}
        />
        <label htmlFor="booking-for-other" className="switch-field__label">
          {t('passenger.forOther')}
        </label>
      </div>
      <div id="booking-passenger-details" className="passenger-details" hidden={!forOther}>
        {forOther ? (
          <>
            <div className="booking-field">
              <label htmlFor="booking-passenger-name">{t('passenger.name')}</label>
              <input
                id="booking-passenger-name"
                type="text"
                autoComplete="off"
                aria-required="true"
                aria-invalid={errors.passengerName ? true : undefined}
                aria-describedby={describedBy('booking-passenger-name', errors.passengerName)}
                {...props.nameField}
              />
              <ErrorText id="booking-passenger-name" error={errors.passengerName} />
            </div>
            <div className="booking-field">
              <label htmlFor="booking-passenger-contact">{t('passenger.contact')}</label>
              <p className="booking-field__hint" id="booking-passenger-contact-hint">
                {t('passenger.contactHint')}
              </p>
              <input
                id="booking-passenger-contact"
                type="tel"
                autoComplete="off"
                inputMode="tel"
                aria-required="true"
                aria-invalid={errors.passengerContact ? true : undefined}
                aria-describedby={describedBy(
                  'booking-passenger-contact',
                  errors.passengerContact,
                  true,
                )}
                {...props.contactField}
              />
              <ErrorText id="booking-passenger-contact" error={errors.passengerContact} />
            </div>
          </>
        ) : null}
      </div>
      <div className="booking-field">
        <label htmlFor="booking-note">{t('note.label')}</label>
        <p className="booking-field__hint" id="booking-note-hint">
          {t('note.hint')}
        </p>
        <textarea
          id="booking-note"
          rows={3}
          maxLength={500}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('booking-note', errors.note, true)}
          {...props.noteField}
        />
        <ErrorText id="booking-note" error={errors.note} />
      </div>
    </fieldset>
  );
}
