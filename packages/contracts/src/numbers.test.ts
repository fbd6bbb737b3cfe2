import { describe, expect, it } from 'vitest';
import { numberOrDecimalText } from './numbers.ts';

const amount = numberOrDecimalText('payment.topUpRange');

describe('numberOrDecimalText', () => {
  it.each([
    [12, 12],
    [12.5, 12.5],
    ['12', 12],
    ['12.50', 12.5],
    ['-3', -3],
  ])('takes %j as %j', (input, output) => {
    expect(amount.parse(input)).toBe(output);
  });

  it.each([['0x10'], [' 12 '], ['1e3'], [''], ['12,5'], [true], [[10]], [null], [{}]])(
    'refuses %j with the message key',
    (input) => {
      const result = amount.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('payment.topUpRange');
    },
  );
});
