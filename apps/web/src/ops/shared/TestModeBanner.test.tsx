import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { restoreAfterTest } from '../../test/account';
import { ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OpsTestModeBanner } from './TestModeBanner';

afterEach(restoreAfterTest);

describe("the back office's test-mode banner", () => {
  it('says the sandbox takes payments, above every screen', async () => {
    stubApiCalls({
      [paymentEndpoints.stripeKey]: () => ok({ stripe_p_key: 'sandbox', mode: 'sandbox' }),
    });
    renderWithProviders(<OpsTestModeBanner />);
    expect((await screen.findByRole('note')).textContent).toBe(
      'Test mode. Card payments go to the sandbox gateway: no real money is moved.',
    );
  });
});
