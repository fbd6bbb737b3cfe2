import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** /profile: My Account (spec §2); opens with the account work. */
export function ProfilePage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('placeholder.profile')} />;
}
