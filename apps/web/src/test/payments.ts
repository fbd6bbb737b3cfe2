import { afterEach, vi } from 'vitest';
import { resetGateway } from '../domain/payments/gateway';

/**
 * Card payment suites: after each test the card gateway is forgotten (the next test loads its
 * own), the mocks are cleared and the stubbed globals removed.
 */
export function resetPaymentsAfterEachTest() {
  afterEach(() => {
    resetGateway();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });
}
