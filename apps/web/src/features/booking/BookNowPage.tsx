import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** /booknow: the booking screen (spec §2); opens with the booking work. */
export function BookNowPage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('placeholder.booknow')} />;
}
