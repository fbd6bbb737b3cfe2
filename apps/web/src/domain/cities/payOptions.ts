/**
 * A city's payment methods for a selector (docs/product/data.md City: `city_pay_options` is pipe-separated;
 * 'stripe' shows as Card; the others with the first letter capitalised).
 *
 * Exports:
 * - `type PayOption = { value: string; label: string }`
 * - `payOptionLabel(method): string` — the specification's English label ('stripe' → 'Card',
 *   'cash' → 'Cash', 'wallet' → 'Wallet').
 * - `payOptions(cityPayOptions): PayOption[]` — `value` is what the service expects back
 *   ('cash', 'stripe', 'wallet'); blank and repeated entries are left out; order is kept.
 * - `usePayOptions(cityPayOptions): PayOption[]` — the same with labels in the interface
 *   language (namespace 'places', `payMethods.*`), falling back to the English label for a
 *   method without a translation.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cityPayOptions as splitPayOptions } from '@fairfare/contracts/cities';

export interface PayOption {
  value: string;
  label: string;
}

export function payOptionLabel(method: string): string {
  if (method === 'stripe') return 'Card';
  return method.charAt(0).toUpperCase() + method.slice(1);
}

export function payOptions(cityPayOptions: string): PayOption[] {
  const values = [...new Set(splitPayOptions(cityPayOptions))];
  return values.map((value) => ({ value, label: payOptionLabel(value) }));
}

/** `payOptions` with translated labels; an empty list while `cityPayOptions` is undefined. */
export function usePayOptions(cityPayOptions: string | undefined): PayOption[] {
  const { t } = useTranslation('places'); // a new `t` on each language switch
  return useMemo(
    () =>
      payOptions(cityPayOptions ?? '').map((option) => ({
        ...option,
        // only plain method names are looked up ('.' and ':' would be read as key paths)
        label: /^\w+$/.test(option.value)
          ? t(`payMethods.${option.value}`, { defaultValue: option.label })
          : option.label,
      })),
    [cityPayOptions, t],
  );
}
