import { useTranslation } from 'react-i18next';
import { isSameDestination } from '@fairfare/contracts/booking';
import { categoryInputId } from '../components/CategoryPicker';
import type { ErrorSummaryItem } from '../components/ErrorSummary';
import { OFFER_ID } from '../components/OfferField';
import { payInputId } from '../components/PaymentMethodPicker';
import { PROMO_ID } from '../components/PromoBox';
import { DROP_ID, PICKUP_ID } from '../routeIds';
import { SCHEDULED_AT_ID } from '../components/ScheduleFields';
import { BOOKING_FIELD_ORDER, type BookingField } from '../model/formValues';
import type { BookingCity } from './useBookingCity';
import type { BookingFormApi, WatchedValues } from './useBookingForm';
import type { BookingEstimate } from './useBookingEstimate';
import { useMessageText } from './useMessageText';

/** Where the errors of the category and the payment method lead: their first choice. */
interface FirstChoices {
  categoryId: number | undefined;
  payValue: string | undefined;
}

/** The control an error summary item moves to. */
function targetIdOf(field: BookingField, first: FirstChoices): string {
  switch (field) {
    case 'pickup':
      return PICKUP_ID;
    case 'drop':
      return DROP_ID;
    case 'scheduledAt':
      return SCHEDULED_AT_ID;
    case 'categoryId':
      return first.categoryId !== undefined
        ? categoryInputId(first.categoryId)
        : 'booking-category-error';
    case 'offer':
      return OFFER_ID;
    case 'promoCode':
      return PROMO_ID;
    case 'payMode':
      return first.payValue !== undefined ? payInputId(first.payValue) : 'booking-pay-error';
    case 'passengerName':
      return 'booking-passenger-name';
    case 'passengerContact':
      return 'booking-passenger-contact';
    case 'note':
      return 'booking-note';
    case 'terms':
      return 'booking-terms';
    case 'when':
      return 'booking-when-now';
    case 'forOther':
      return 'booking-for-other';
  }
}

/**
 * The fields' errors as shown (`errorOf`): the form's (after a submit, or from the server), else
 * what is wrong with the places now (outside the service area, the same place twice, the
 * estimate's complaint); and, once the rider has submitted, the error summary's items.
 */
export function useBookingErrors(
  form: BookingFormApi,
  { pickup, drop }: WatchedValues,
  city: BookingCity,
  fares: BookingEstimate,
) {
  const { t } = useTranslation('booking');
  const messageText = useMessageText();
  const { errors, submitCount } = form.formState;
  const currency = fares.estimate?.currency ?? city.city?.city_cur;

  const live: Partial<Record<BookingField, string>> = {};
  if (pickup && city.pickupCityId === null) live.pickup = 'booking.outsideGeofence';
  else if (fares.errorField === 'pickup' && fares.error?.code) live.pickup = fares.error.code;
  if (pickup && drop && isSameDestination(pickup, drop)) live.drop = 'booking.sameDestination';
  else if (fares.errorField === 'drop' && fares.error?.code) live.drop = fares.error.code;

  const errorOf = (field: BookingField): string | null => {
    const message = errors[field]?.message ?? live[field];
    return message ? messageText(message, currency) : null;
  };

  const first = {
    categoryId: city.categories.data?.[0]?.category_id,
    payValue: city.payOptions[0]?.value,
  };
  const summaryItems: ErrorSummaryItem[] =
    submitCount > 0
      ? BOOKING_FIELD_ORDER.flatMap((field) => {
          const text = errors[field]?.message ? errorOf(field) : null;
          return text
            ? [{ targetId: targetIdOf(field, first), label: t(`fields.${field}`), text }]
            : [];
        })
      : [];

  return { errorOf, summaryItems };
}
