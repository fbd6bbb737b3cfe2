import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** /booking-complete: booking completion, shown without header and footer (spec §2). */
export function BookingCompletePage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('placeholder.bookingComplete')} />;
}
