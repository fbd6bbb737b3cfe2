import { CardError, type SandboxCardInput } from './gateway.ts';

/**
 * The rules of a card number in the sandbox (and the fake Stripe server of the tests): what
 * Stripe's test mode does with its documented test cards (docs/architecture.md). Only the outcome a number
 * will have is kept, never the number itself.
 */

/** What charging a card will do, and whether saving it on a customer fails already. */
export interface CardOutcome {
  decline: { message: string; code: string } | null;
  /** Stripe checks a card when it is attached; all its failing test cards but 0341 fail there. */
  failsOnAttach: boolean;
}

export const DECLINED = { message: 'Your card was declined.', code: 'card_declined' };
export const INSUFFICIENT_FUNDS = {
  message: 'Your card has insufficient funds.',
  code: 'insufficient_funds',
};
export const EXPIRED = { message: 'Your card has expired.', code: 'expired_card' };

/** Stripe's failing test cards; any other valid number succeeds. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4000000000000002': { decline: DECLINED, failsOnAttach: true },
  '4000000000009995': { decline: INSUFFICIENT_FUNDS, failsOnAttach: true },
  '4000000000000069': { decline: EXPIRED, failsOnAttach: true },
  // Attaching succeeds, charging fails: a saved card that is declined later.
  '4000000000000341': { decline: DECLINED, failsOnAttach: false },
};

const SUCCEEDS: CardOutcome = { decline: null, failsOnAttach: false };

export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? SUCCEEDS;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  return 'unknown';
}

/** A card is good through the last day of its expiry month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: number): boolean {
  return now >= Date.UTC(expYear, expMonth, 1);
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

/**
 * Validates a card as Stripe does when it is tokenized: number (digits, length, Luhn), expiry
 * and CVC. Throws a CardError with Stripe's message and code.
 */
export function checkCard(card: SandboxCardInput, now: number): CheckedCard {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw new CardError('Your card number is invalid.', 'incorrect_number');
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new CardError("Your card's expiration month is invalid.", 'invalid_expiry_month');
  }
  if (!Number.isInteger(card.expYear) || card.expYear < 1000 || card.expYear > 9999) {
    throw new CardError("Your card's expiration year is invalid.", 'invalid_expiry_year');
  }
  if (cardExpired(card.expMonth, card.expYear, now)) {
    throw new CardError(EXPIRED.message, EXPIRED.code);
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    throw new CardError("Your card's security code is invalid.", 'incorrect_cvc');
  }
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    outcome: cardOutcome(digits),
  };
}
