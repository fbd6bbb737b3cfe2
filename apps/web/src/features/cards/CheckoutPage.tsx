import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** /Checkout: saved cards and add card (spec §2); opens with the payments work. */
export function CheckoutPage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('placeholder.checkout')} />;
}
