import { PAY_STATUSES } from '@fairfare/contracts/trips';

export type PayStatus = (typeof PAY_STATUSES)[number];

/** Spec §2: a pay status shows as 'Unpaid' when it is empty; null for a value we do not know. */
export function payStatusOf(raw: string | null | undefined): PayStatus | null {
  const value = (raw ?? '').trim();
  if (value === '') return 'Unpaid';
  return (PAY_STATUSES as readonly string[]).includes(value) ? (value as PayStatus) : null;
}

/** How many pages `total` items fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A trip's date and time in the interface language (medium date, short time). */
export function formatTripDate(epochMs: number, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      epochMs,
    );
  } catch {
    return new Date(epochMs).toISOString();
  }
}
