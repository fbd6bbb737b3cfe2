/**
 * Stripe Elements (Stripe mode only). This module and @stripe/react-stripe-js are loaded lazily by
 * CardForm when the gateway says 'stripe'; the card data never touches this site's code.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@fairfare/contracts/payments';
import type { CardFieldsProps } from './cardFields';
import { loadStripeClient, providerError } from './gateway';

function StripeCardElement({ idPrefix, register, disabled }: CardFieldsProps) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    if (!stripe || !elements) return;
    register(async (): Promise<SavedCard> => {
      const card = elements.getElement(CardElement);
      if (!card) throw providerError(undefined);
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error) throw providerError(error.message);
      return {
        id: paymentMethod.id,
        card: {
          brand: paymentMethod.card?.brand ?? 'card',
          last4: paymentMethod.card?.last4 ?? '',
          exp_month: paymentMethod.card?.exp_month ?? 0,
          exp_year: paymentMethod.card?.exp_year ?? 0,
        },
      };
    });
    return () => register(null);
  }, [stripe, elements, register]);

  return (
    <div className="form-field card-fields__stripe">
      <span className="card-fields__label" id={`${idPrefix}-stripe-label`}>
        {t('form.cardDetails')}
      </span>
      <div className="card-fields__element" aria-labelledby={`${idPrefix}-stripe-label`}>
        <CardElement options={{ disabled, hidePostalCode: true }} />
      </div>
    </div>
  );
}

/** Stripe Elements' card field, with the client of the publishable key. */
export function StripeCardFields(props: CardFieldsProps & { publishableKey: string }) {
  const { publishableKey, ...fields } = props;
  return (
    <Elements stripe={loadStripeClient(publishableKey)}>
      <StripeCardElement {...fields} />
    </Elements>
  );
}
