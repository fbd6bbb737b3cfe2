import type { FareEstimate } from '@fairfare/contracts/booking';
import type { UseFormRegister, UseFormTrigger } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PromoState } from '../hooks/usePromo';
import type { BookingField, BookingFormValues } from '../model/formValues';
import { OfferField } from './OfferField';
import { PromoBox } from './PromoBox';

interface FareFieldsProps {
  register: UseFormRegister<BookingFormValues>;
  /** Checks fields now (the form's own check, as on submit). */
  trigger: UseFormTrigger<BookingFormValues>;
  /** The chosen category's fare; undefined before there is one. */
  estimate: FareEstimate | undefined;
  promo: PromoState;
  errorOf: (field: BookingField) => string | null;
}

/** The fare card: the rider's own offer and the promo code. */
export function FareFields({ register, trigger, estimate, promo, errorOf }: FareFieldsProps) {
  const { t } = useTranslation('booking');
  // The offer's bounds are told when the rider leaves the field, not only after 'Book Now'; once
  // told, the message follows each keystroke (and goes as soon as the amount is within them).
  const offerField = register('offer', {
    onBlur: () => void trigger('offer'),
    onChange: () => {
      if (errorOf('offer') !== null) void trigger('offer');
    },
  });
  return (
    <fieldset className="panel booking-card">
      <legend className="booking-card__title">{t('fare.legend')}</legend>
      <OfferField field={offerField} estimate={estimate} error={errorOf('offer')} />
      <PromoBox
        field={register('promoCode')}
        applied={promo.promo}
        dropped={promo.dropped}
        applying={promo.applying}
        onApply={promo.apply}
        onReset={promo.reset}
        error={errorOf('promoCode')}
      />
    </fieldset>
  );
}
