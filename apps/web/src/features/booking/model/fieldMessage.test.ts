import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage } from './fieldMessage';

describe('field messages', () => {
  it('keeps a key without placeholders as it is', () => {
    expect(encodeMessage('booking.categoryRequired')).toBe('booking.categoryRequired');
    expect(decodeMessage('booking.categoryRequired')).toEqual({ key: 'booking.categoryRequired' });
  });

  it('carries placeholder values, numbers as numbers', () => {
    const text = encodeMessage('booking.bidTooLow', { minAmount: 8.5 });
    expect(text).toBe('booking.bidTooLow?minAmount=8.5');
    expect(decodeMessage(text)).toEqual({ key: 'booking.bidTooLow', params: { minAmount: 8.5 } });
  });

  it('round-trips text values with special characters', () => {
    const params = { name: 'a&b=c?d', days: 30 };
    expect(decodeMessage(encodeMessage('booking.scheduleTooFar', params))).toEqual({
      key: 'booking.scheduleTooFar',
      params,
    });
  });

  it('treats empty params as none', () => {
    expect(encodeMessage('booking.saved', {})).toBe('booking.saved');
  });
});
