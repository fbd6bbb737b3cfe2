import { useTestMode } from '../../shared/settings/testMode';
import '../../shared/ui/testMode.css';
import { useTranslation } from 'react-i18next';

/**
 * Above every back-office screen while the sandbox takes payments (decision 047): refunds, wallet
 * credits and takings shown here move no real money. In the staff member's language.
 */
export function OpsTestModeBanner() {
  const { t } = useTranslation('ops');
  if (!useTestMode()) return null;
  return (
    <p className="test-mode test-mode--banner" role="note">
      <strong>{t('common.testMode')}</strong> {t('common.testModeText')}
    </p>
  );
}
