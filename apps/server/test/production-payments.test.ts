import { describe, expect, it } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { serviceDatabase } from './helpers/service-database.ts';
import { startService } from './helpers/service-process.ts';

/**
 * Production takes real money or says it does not (issue 37, decision 047): config.test.ts checks
 * that production refuses to start without the Stripe keys, and every other combination; this,
 * that the process starts on the sandbox it was told to use, and tells the site so.
 */
// A process start: startService waits up to 90 s for it on a loaded machine.
const PROCESS_START_MS = 120_000;

describe('the service in production without Stripe keys', () => {
  async function productionEnv() {
    const database = await serviceDatabase('sqlite');
    return {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      WEB_DIST_DIR: database.dir,
      AUTH_SECRET: 'a-long-enough-secret-for-codes',
      // never called: no code is asked for here
      SMS_PROVIDER_URL: 'http://127.0.0.1:9/send',
      PUBLIC_BASE_URL: 'https://fairfare.example',
      DRAIN_DELAY_MS: '0',
    };
  }

  it(
    'starts with PAYMENTS=sandbox, and tells the site it takes test payments',
    async () => {
      const service = await startService({ ...(await productionEnv()), PAYMENTS: 'sandbox' });
      const answer = await fetch(`${service.baseUrl}${API_BASE}${paymentEndpoints.stripeKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { response: unknown }).response).toEqual({
        stripe_p_key: 'sandbox',
        mode: 'sandbox',
      });
    },
    PROCESS_START_MS,
  );
});
