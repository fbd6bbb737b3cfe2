import type { TFunction } from 'i18next';

/**
 * A code of the service shown to staff (a trip's status, a way to pay) in their language
 * (locales `codes.<group>.<code>`); a code the texts do not know yet shows as it came.
 */
export function codeText(t: TFunction, group: 'tripStatus' | 'payMode', code: string): string {
  return t(`codes.${group}.${code}`, { defaultValue: code });
}
