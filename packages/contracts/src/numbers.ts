import { z } from 'zod';

/** A plain decimal as text: digits, an optional sign and fraction; nothing around them. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number, or a plain decimal string (the specification's clients send some numbers as text,
 * e.g. `limit: '20'`). Everything else is refused with `message`: hex (`"0x10"`), padded text
 * (`" 12 "`), exponents, booleans, arrays and null — what `z.coerce.number()` would have turned
 * into a number.
 */
export function numberOrDecimalText(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value),
    z.number(message),
  );
}
