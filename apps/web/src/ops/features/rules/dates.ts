/** An epoch-ms time as a date field's value (YYYY-MM-DD in the staff member's zone). */
export function toDateValue(epochMs: number): string {
  const at = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * A date field's value as epoch ms in the staff member's zone: the first millisecond of that day,
 * or with `end` its last one (a promo valid until a day is valid all that day).
 */
export function fromDateValue(value: string, end = false): number {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return Number.NaN;
  return end
    ? new Date(year, month - 1, day + 1).getTime() - 1
    : new Date(year, month - 1, day).getTime();
}
