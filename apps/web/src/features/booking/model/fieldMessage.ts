import type { MessageParams } from '@fairfare/contracts/messages';

/**
 * A field's error as react-hook-form keeps it: one string. Most are a message key
 * ('booking.categoryRequired'); a message with placeholders carries their values after a '?'
 * ('booking.bidTooLow?minAmount=8.5'), so that the text is translated, and its amounts formatted,
 * when it is shown (and again when the language changes).
 */
export interface FieldMessage {
  key: string;
  params?: MessageParams;
}

export function encodeMessage(key: string, params?: MessageParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

export function decodeMessage(text: string): FieldMessage {
  const at = text.indexOf('?');
  if (at < 0) return { key: text };
  const params: MessageParams = {};
  for (const [name, value] of new URLSearchParams(text.slice(at + 1))) {
    const n = Number(value);
    params[name] = value.trim() !== '' && Number.isFinite(n) ? n : value;
  }
  return { key: text.slice(0, at), params };
}
