/**
 * Keys of the pay labels (docs/product/data.md Trip, §4 pay status): an empty pay status reads 'Unpaid'; the
 * stored pay mode 'stripe' and a payment's 'Card' read Card (places `payMethods.*`).
 */
export function payStatusKey(status: string): 'payStatus.paid' | 'payStatus.unpaid' {
  return status.toLowerCase() === 'paid' ? 'payStatus.paid' : 'payStatus.unpaid';
}

/** 'stripe' | 'Card' → 'stripe'; 'Cash' → 'cash'; 'wallet' → 'wallet'. */
export function payMethodKey(mode: string): string {
  const lower = mode.toLowerCase();
  return lower === 'card' ? 'stripe' : lower;
}
