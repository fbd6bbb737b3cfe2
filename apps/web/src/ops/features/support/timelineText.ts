import type { TFunction } from 'i18next';
import type { Language } from '@fairfare/contracts/languages';
import type { TimelineEvent, TimelinePart } from '@fairfare/contracts/ops-support';
import { codeText } from '../../shared/codeText';
import { opsLanguage } from '../../shared/opsLocale';
import { moneyText } from './money';

/** Values of a part that are amounts (decimal, in the part's `currency`). */
const AMOUNTS = new Set(['amount', 'estimate']);
/** Values of a part that are trip statuses. */
const TRIP_STATUSES = new Set(['status', 'fromStatus', 'toStatus']);

/** A part's values as the staff member reads them: amounts, statuses and codes in their words. */
function valuesOf(t: TFunction, params: NonNullable<TimelinePart['params']>, language: Language) {
  const currency = String(params.currency ?? '');
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const code = String(value);
      if (AMOUNTS.has(name) && typeof value === 'number')
        return [name, moneyText(value, currency, language)];
      if (TRIP_STATUSES.has(name)) return [name, codeText(t, 'tripStatus', code)];
      if (name === 'payMode') return [name, codeText(t, 'payMode', code)];
      if (name === 'actor' || name === 'paymentKind' || name === 'offerStatus') {
        return [name, t(`timeline.${name}.${code}`, { defaultValue: code })];
      }
      return [name, value];
    }),
  );
}

/**
 * What happened, in the staff member's language (decision 065): the event's parts said one after
 * another, amounts written the way of `language`; the service's English text when it sent no parts or one the texts do not know.
 */
export function timelineText(
  event: TimelineEvent,
  t: TFunction,
  language: Language = opsLanguage(),
): string {
  const parts = event.say ?? [];
  if (parts.length === 0 || !parts.every((p) => t(`timeline.${p.key}`, { defaultValue: '' }))) {
    return event.text;
  }
  return parts.map((p) => t(`timeline.${p.key}`, valuesOf(t, p.params ?? {}, language))).join(' ');
}
