import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** /login: log in by phone number (spec §2); opens with the authentication work. */
export function LoginPage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('placeholder.login')} />;
}
