import { useTranslation } from 'react-i18next';
import { payModeLabel } from '../../../domain/payments/format';
import { payMethodKey } from '../model/payLabels';

/** A trip's pay mode in the interface language ('stripe' and 'Card' read Card). */
export function PayModeLabel({ mode }: { mode: string }) {
  const { t } = useTranslation('places');
  const key = payMethodKey(mode);
  // only plain names are looked up ('.' would be read as a key path)
  const label = /^\w+$/.test(key)
    ? t(`payMethods.${key}`, { defaultValue: payModeLabel(mode) })
    : payModeLabel(mode);
  return <>{label}</>;
}
