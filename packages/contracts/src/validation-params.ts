import type { MessageKey, MessageParams } from './messages.ts';
import { WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from './payments.ts';

/**
 * Fixed placeholder values of messages that validation schemas use: a zod check can only name a
 * message key, so the server fills that key's `{placeholders}` from here when it answers a 400.
 */
export const VALIDATION_PARAMS: Partial<Record<MessageKey, MessageParams>> = {
  'payment.topUpRange': { min: WALLET_TOP_UP_MIN, max: WALLET_TOP_UP_MAX },
};
