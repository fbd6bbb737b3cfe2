/** A number field's text as a number; an empty field is left for the schema to refuse. */
export const asNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** A number field that may be left empty: empty means none (no maximum, no cap). */
export const asNumberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
