import { useCallback } from 'react';
import { useServerMessages } from '../../../shared/i18n/useServerMessages';
import { formatMoney } from '../../../shared/hooks/useFormatMoney';
import { formatNumber } from '../../../shared/hooks/useFormatNumber';
import { decodeMessage } from '../model/fieldMessage';

/** Placeholders that hold an amount of money (shown in the trip's currency). */
const AMOUNT_PARAMS = new Set(['minAmount', 'maxAmount', 'min', 'max', 'amount']);

/**
 * Shows a field's error (a message key, maybe with placeholder values, see fieldMessage.ts) in the
 * interface language; amounts are formatted in `currency` when one is known, else as a number
 * with two decimals in the interface language.
 */
export function useMessageText(): (message: string, currency?: string) => string {
  const { t, i18n } = useServerMessages();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (message: string, currency?: string) => {
      const { key, params } = decodeMessage(message);
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(params ?? {})) {
        if (typeof value !== 'number' || !AMOUNT_PARAMS.has(name)) values[name] = value;
        else if (currency) values[name] = formatMoney(value, currency, language);
        else values[name] = formatNumber(value, language, 'amount');
      }
      return t(key, { ...values, defaultValue: key });
    },
    [t, language],
  );
}
