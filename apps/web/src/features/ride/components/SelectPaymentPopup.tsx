import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { useCityQuery } from '../../../domain/cities/api/getCity';
import { usePayOptions } from '../../../domain/cities/payOptions';
import { useFormatMoney } from '../../../shared/hooks/useFormatMoney';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { usePayTrip, type TripPayment } from '../api/pay-trip';

import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { TestModeNote } from '../../../shared/ui/TestMode';
import { DialogClose, DialogError } from '../../../shared/ui/dialog/DialogParts';
import { WalletMethod } from './WalletMethod';

interface SelectPaymentPopupProps {
  trip: Trip;
  onCard: () => void;
  onPaid: (trip: Trip) => void;
  /** Cash chosen: the trip as the server answered it (Unpaid until the driver confirms). */
  onCashChosen: (trip: Trip) => void;
  onBack: () => void;
}

/**
 * 'Select Payment Method' (docs/product/screens.md ride overlay 4): the methods of the trip's city except Cash
 * ('stripe' reads Card). Wallet pays at once when the balance covers the amount (docs/product/validation.md), Card
 * opens the payment popup; a trip booked with cash also offers 'I paid in cash', which pays
 * nothing: the driver confirms the cash.
 */
export function SelectPaymentPopup({
  trip,
  onCard,
  onPaid,
  onCashChosen,
  onBack,
}: SelectPaymentPopupProps) {
  const { t } = useTranslation('ride');
  const { t: tm } = useTranslation('messages');
  const money = useFormatMoney();
  const city = useCityQuery(trip.city_id);
  // Card and Wallet: cash is confirmed separately below, and the site pays no other method
  const options = usePayOptions(city.data?.city_pay_options).filter(
    (option) => option.value === 'stripe' || option.value === 'wallet',
  );
  const pay = usePayTrip(trip.trip_id);
  const [error, setError] = useState<string | null>(null);

  const submit = (payment: TripPayment) => {
    if (pay.isPending) return;
    setError(null);
    pay.mutate(payment, {
      onSuccess: payment.method === 'cash' ? onCashChosen : onPaid,
      onError: (err) => {
        if (!isUnauthorized(err)) setError(errorText(err));
      },
    });
  };

  let methods;
  if (city.isPending) {
    methods = <Spinner inline />;
  } else if (city.isError) {
    methods = <LoadError message={t('select.loadError')} onRetry={() => void city.refetch()} />;
  } else {
    methods = (
      <ul className="pay-methods">
        {options.map((option) => (
          <li key={option.value}>
            {option.value === 'stripe' ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={pay.isPending}
                onClick={onCard}
              >
                {option.label}
              </button>
            ) : (
              <WalletMethod
                trip={trip}
                label={option.label}
                disabled={pay.isPending}
                onPay={(amount) => submit({ method: 'wallet', amount })}
                onInsufficient={() => setError(tm('payment.insufficientWallet'))}
              />
            )}
          </li>
        ))}
        {options.length === 0 && <li>{t('select.none')}</li>}
      </ul>
    );
  }

  return (
    <Dialog title={t('select.title')} className="select-payment-popup">
      <TestModeNote />
      <p>{t('select.amount', { amount: money(trip.trip_pay_amount, trip.trip_currency) })}</p>
      {methods}
      {trip.trip_pay_mode.toLowerCase() === 'cash' && (
        <button
          type="button"
          className="button button--secondary"
          disabled={pay.isPending}
          onClick={() => submit({ method: 'cash' })}
        >
          {t('select.paidInCash')}
        </button>
      )}
      <DialogError message={error} className="payment-message" />
      <DialogClose label={t('select.back')} onClose={onBack} />
    </Dialog>
  );
}
