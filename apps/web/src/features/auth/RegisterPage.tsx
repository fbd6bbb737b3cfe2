import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** /register: registration (spec §2); opens with the authentication work. */
export function RegisterPage() {
  const { t } = useTranslation('common');
  return <ComingSoon title={t('placeholder.register')} />;
}
