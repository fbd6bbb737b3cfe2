import { describe, expect, it } from 'vitest';
import { messageText, messages } from './messages.ts';

describe('messages', () => {
  it('fills the specification’s {placeholders}', () => {
    expect(messageText('booking.bidTooLow', { minAmount: 8.5 })).toBe(
      'Minimum fare should be greater than bid amount 8.5.',
    );
    expect(messageText('booking.bidTooHigh', {})).toBe(
      'Maximum fare should be less than bid amount {maxAmount}.',
    );
  });

  it('passes unknown text through', () => {
    expect(messageText('Body is too large')).toBe('Body is too large');
  });

  it('keeps the specification’s texts exactly', () => {
    expect(messages['validation.phoneTooShort']).toBe(
      'Phone number should be greater than 7 digits.',
    );
    expect(messages['booking.outsideGeofence']).toBe(
      "Sorry, we can't place a ride at this location.",
    );
    expect(messages['booking.promoAlreadyApplied']).toBe('this promo already applied.');
  });
});
