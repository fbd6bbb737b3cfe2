import type { FareEstimate } from '@fairfare/contracts/booking';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PromoState } from '../hooks/usePromo';
import type { BookingField, BookingFormValues } from '../model/formValues';
import { OfferField } from './OfferField';
import { PromoBox } from './PromoBox';

interface FareFieldsProps {
  register: UseFormRegister<BookingFormValues>;
  /** The chosen category's fare; undefined before there is one. */
  estimate: FareEstimate | undefined;
  promo: PromoState;
  errorOf: (field: BookingField) => string | null;
}

/** The fare card: the rider's own offer and the promo code. */
export function FareFields({ register, estimate, promo, errorOf }: FareFieldsProps) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className="panel booking-card">
      <legend className="booking-card__title">{t('fare.legend')}</legend>
      <OfferField field={register('offer')} estimate={estimate} error={errorOf('offer')} />
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
