import { errorText } from '../../../shared/api/errorText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { CardForm } from '../../../domain/payments/CardForm';
import { useSavedCards } from '../../../domain/payments/queries';
import { SavedCardItem } from '../../../domain/payments/SavedCardItem';
import { Spinner } from '../../../shared/ui/Spinner';
import { usePayTrip } from '../api/pay-trip';

import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { TestModeNote } from '../../../shared/ui/TestMode';
import { DialogClose, DialogError } from '../../../shared/ui/dialog/DialogParts';

interface CardPaymentPopupProps {
  trip: Trip;
  onPaid: (trip: Trip) => void;
  onBack: () => void;
}

/**
 * The payment popup (docs/product/screens.md ride overlay 5): pay with a saved card, or with a new card ('Pay now',
 * 'Processing ... ' while busy). The provider's messages show in the payment message area.
 */
export function CardPaymentPopup({ trip, onPaid, onBack }: CardPaymentPopupProps) {
  const { t } = useTranslation('ride');
  const money = useFormatMoney();
  const cards = useSavedCards();
  const pay = usePayTrip(trip.trip_id);
  const [payingWith, setPayingWith] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const payWithSaved = (paymentMethodId: string) => {
    if (pay.isPending) return;
    setError(null);
    setPayingWith(paymentMethodId);
    pay.mutate(
      { method: 'card', paymentMethodId },
      {
        onSuccess: onPaid,
        onError: (err) => setError(errorText(err)),
        onSettled: () => setPayingWith(null),
      },
    );
  };

  return (
    <Dialog title={t('card.title')} className="card-payment-popup">
      <TestModeNote />
      <p>{t('select.amount', { amount: money(trip.trip_pay_amount, trip.trip_currency) })}</p>
      {cards.isPending ? (
        <Spinner inline />
      ) : cards.data && cards.data.length > 0 ? (
        <section aria-label={t('card.saved')} className="card-payment-popup__saved">
          {cards.data.map((card) => (
            <SavedCardItem
              key={card.id}
              card={card}
              payLabel={t('card.pay')}
              busy={payingWith === card.id}
              payDisabled={pay.isPending}
              onPay={() => payWithSaved(card.id)}
            />
          ))}
          <DialogError message={error} className="payment-message" />
        </section>
      ) : null}
      <CardForm
        label={t('card.new')}
        submitLabel={t('card.payNow')}
        saveOption
        disabled={pay.isPending}
        onPaymentMethod={async (card, { save }) => {
          setError(null);
          onPaid(
            await pay.mutateAsync({ method: 'card', paymentMethodId: card.id, saveCard: save }),
          );
        }}
      />
      <DialogClose label={t('select.back')} onClose={onBack} disabled={pay.isPending} />
    </Dialog>
  );
}
