import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@fairfare/contracts/payments';
import { ApiError } from '../../../shared/api/client';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { attachPaymentMethod } from '../../../domain/payments/api';
import { CardForm } from '../../../domain/payments/CardForm';
import { cardsChanged } from '../../../domain/payments/queries';
import { toast } from '../../../shared/ui/toast';

/**
 * 'Add Card' (docs/product/validation.md adding a card): tokenize, then attach. A provider error (tokenizing) shows
 * its message under the form; a refused attach 'Failed to save card: {error}', also under the
 * form; a saved card 'Card saved successfully!' and the list is read again.
 */
export function AddCard() {
  const { t } = useTranslation('cards');
  const queryClient = useQueryClient();

  const save = async (card: SavedCard) => {
    const result = await attachPaymentMethod(card.id);
    if (!result.success) {
      // the refusal in the rider's language (its key), not the provider's English words
      const error = translateApiMessage(result.error_code ?? undefined, result.error ?? '');
      throw new ApiError(400, `Failed to save card: ${error}`, 'payment.saveFailed', { error });
    }
    toast.success(t('payment.cardSaved', { ns: 'messages' }));
    await cardsChanged(queryClient);
  };

  return (
    <section className="cards-section cards-add" aria-labelledby="cards-add-title">
      <h2 id="cards-add-title">{t('add.title')}</h2>
      <CardForm label={t('add.title')} submitLabel={t('add.submit')} onPaymentMethod={save} />
    </section>
  );
}
