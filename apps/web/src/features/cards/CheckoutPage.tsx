import { errorText } from '../../shared/api/errorText';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';

import { payTripByCard } from '../../domain/payments/payByCard';
import {
  unpaidTripPaid,
  useDeleteCard,
  useSavedCards,
  useUnpaidTrip,
} from '../../domain/payments/queries';
import { SavedCardItem } from '../../domain/payments/SavedCardItem';
import { CardSkeletons } from '../../shared/ui/CardSkeletons';
import { LoadError } from '../../shared/ui/LoadError';
import { toast } from '../../shared/ui/toast';
import { AddCard } from './components/AddCard';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { TripToPay } from './components/TripToPay';
import './cards.css';

/**
 * /Checkout, saved cards (docs/product/screens.md): the rider's cards, each with Pay (pays the pending unpaid
 * trip with it) and a delete icon (after a confirmation), and the 'Add Card' form. Shown only to
 * a logged-in rider (app/RequireLogin).
 */
export function CheckoutPage() {
  const { t } = useTranslation('cards');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const cards = useSavedCards();
  const unpaid = useUnpaidTrip();
  const deleteCard = useDeleteCard();
  const [payingWith, setPayingWith] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [paidTrip, setPaidTrip] = useState<Trip | null>(null);
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);

  const trip = unpaid.data ?? null;

  const pay = async (card: SavedCard) => {
    if (!trip || payingWith) return;
    setPayingWith(card.id);
    setPayError(null);
    try {
      const paid = await payTripByCard({ tripId: trip.trip_id, paymentMethodId: card.id });
      setPaidTrip(paid);
      unpaidTripPaid(queryClient);
      toast.success(t('payment.paid', { ns: 'messages' }));
    } catch (err) {
      setPayError(errorText(err));
    } finally {
      setPayingWith(null);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteCard.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.success(t('payment.cardRemoved', { ns: 'messages' }));
      },
    });
  };

  let list;
  if (cards.isPending) {
    list = <CardSkeletons count={2} label={t('list.loading')} />;
  } else if (cards.isError) {
    list = <LoadError message={t('list.loadError')} onRetry={() => void cards.refetch()} />;
  } else if (cards.data.length === 0) {
    list = <p className="cards-empty">{t('list.empty')}</p>;
  } else {
    list = (
      <ul className="cards-list" aria-labelledby="cards-list-title">
        {cards.data.map((card) => (
          <li key={card.id}>
            <SavedCardItem
              card={card}
              onPay={() => void pay(card)}
              busy={payingWith === card.id}
              payDisabled={!trip || payingWith !== null}
              onDelete={() => {
                deleteCard.reset();
                setToDelete(card);
              }}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="container page cards-page" aria-labelledby="cards-title">
      <h1 id="cards-title">{t('title')}</h1>

      <TripToPay trip={trip} paidTrip={paidTrip} loading={unpaid.isPending} />

      <section className="cards-section" aria-labelledby="cards-list-title">
        <h2 id="cards-list-title">{t('list.title')}</h2>
        {payError ? (
          <p className="payment-message" role="alert">
            {payError}
          </p>
        ) : null}
        {list}
      </section>

      <AddCard />

      {toDelete ? (
        <ConfirmDeleteDialog
          card={toDelete}
          busy={deleteCard.isPending}
          error={deleteCard.isError ? errorText(deleteCard.error) : null}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </section>
  );
}
