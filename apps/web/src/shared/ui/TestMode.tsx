import { useTranslation } from 'react-i18next';
import { useTestMode } from '../settings/testMode';
import './testMode.css';

/**
 * At the top of every page while the sandbox takes payments (development, or production with
 * PAYMENTS=sandbox): nobody should believe a payment here moved money. Nothing otherwise.
 */
export function TestModeBanner() {
  const { t } = useTranslation('common');
  if (!useTestMode()) return null;
  return (
    <p className="test-mode test-mode--banner" role="note">
      <strong>{t('testMode.label')}</strong> {t('testMode.banner')}
    </p>
  );
}

/** The same warning inside a payment popup or on a receipt, which may be read on its own. */
export function TestModeNote() {
  const { t } = useTranslation('common');
  if (!useTestMode()) return null;
  return (
    <p className="test-mode" role="note">
      <strong>{t('testMode.label')}</strong> {t('testMode.note')}
    </p>
  );
}
