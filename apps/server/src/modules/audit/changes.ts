/** One field a change touched: its value before and after (null: it had none). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an audit entry's change touched, in the order they were written (issue 39: the log
 * people read shows a before/after per field, not two JSON blobs). Entries keep whole objects
 * (decision 038), so a field that kept its value is left out; a value that is not an object is
 * one field, `value`. Nested values are compared whole.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: 'value', before: before ?? null, after: after ?? null }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, before: was[field] ?? null, after: is[field] ?? null }));
}

/** A value as one short line of text: strings as they are, the rest as JSON, nothing as —. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
