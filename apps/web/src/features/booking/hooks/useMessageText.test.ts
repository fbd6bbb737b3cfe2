import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { useMessageText } from './useMessageText';

afterEach(async () => {
  await changeLanguage('en');
});

describe('useMessageText', () => {
  it('writes an amount without a known currency with two decimals, in the interface language', async () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current('booking.bidTooLow?minAmount=8.5')).toBe(
      'Minimum fare should be greater than bid amount 8.50.',
    );

    await act(() => changeLanguage('es'));
    expect(result.current('booking.bidTooLow?minAmount=8.5')).toBe(
      'La oferta debe ser de al menos 8,50.',
    );
  });

  it('leaves the other values as they are', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current('booking.scheduleTooFar?maxDays=30')).toBe(
      'Please select a time within 30 days.',
    );
  });
});
