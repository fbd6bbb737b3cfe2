import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CANCEL_REASON_MIN, cancelReasonSchema } from '@fairfare/contracts/trips';
import { describe, expect, it } from 'vitest';

/**
 * The es and fr texts of the service's rules say what the rule checks (the English text is the
 * product's own wording and is left as it is): the offer bounds name the offer's lower and upper
 * limit, and the cancel reason counts characters, as the schema does.
 */
const messagesOf = (language: 'es' | 'fr') =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'locales', language, 'messages.json'), 'utf8'),
  ) as Record<string, Record<string, string>>;

describe('the wording of the rules in es and fr', () => {
  it('counts the cancel reason in characters, as the rule does', () => {
    // a five-word reason passes: the rule counts characters, not words
    expect(cancelReasonSchema.safeParse('Changed my plans today ok').success).toBe(true);
    expect(cancelReasonSchema.safeParse('x'.repeat(CANCEL_REASON_MIN - 1)).success).toBe(false);
    expect(messagesOf('es').ride?.reasonTooShort).toMatch(/10 caracteres/);
    expect(messagesOf('fr').ride?.reasonTooShort).toMatch(/10 caractères/);
  });

  it('says the offer must be at least the minimum and at most the maximum', () => {
    expect(messagesOf('es').booking?.bidTooLow).toBe(
      'La oferta debe ser de al menos {{minAmount}}.',
    );
    expect(messagesOf('es').booking?.bidTooHigh).toBe('La oferta no puede superar {{maxAmount}}.');
    expect(messagesOf('fr').booking?.bidTooLow).toBe('L’offre doit être d’au moins {{minAmount}}.');
    expect(messagesOf('fr').booking?.bidTooHigh).toBe(
      'L’offre ne peut pas dépasser {{maxAmount}}.',
    );
  });
});
