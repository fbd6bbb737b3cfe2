import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { buildApp } from '@fairfare/server/app';
import { loadConfig, testConfig } from '@fairfare/server/config';
import { createDatabase } from '@fairfare/server/db/database';
import { migrateToLatest } from '@fairfare/server/db/migrate';
import type { BenchResult, Benchmark } from './lib/report.ts';

/** An SMS provider that takes the request and never answers (issue 37 point 9). */
async function silentProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, server };
}

/**
 * How long a rider asking for a login code waits when the SMS provider never answers, with the
 * service's default SMS settings (only the provider's address set): the provider time-out, then
 * the 503 that tells the rider to try again.
 */
export const smsTimeout: Benchmark = {
  name: 'sms time-out',
  needsServer: false,
  async run(): Promise<BenchResult> {
    const provider = await silentProvider();
    const db = createDatabase({ kind: 'sqlite-memory' });
    await migrateToLatest(db);
    const defaults = loadConfig({ SMS_PROVIDER_URL: provider.url, NODE_ENV: 'test' });
    const app = await buildApp(
      testConfig({ database: { kind: 'sqlite-memory' }, sms: defaults.sms }),
      { db },
    );
    await app.ready();
    try {
      const ask = (phone: string) =>
        app.inject({
          method: 'POST',
          url: API_BASE + endpoints.users.login,
          payload: { step: 'request', phone_code: '+1', phone },
        });
      await ask('5195550180'); // warm-up: the route's first call compiles its code
      const started = performance.now();
      const res = await ask('5195550181');
      const ms = performance.now() - started;
      const code = (res.json() as { code?: string }).code ?? '';
      console.log(
        `sms time-out: the login answered ${res.statusCode} ${code} after ${ms.toFixed(0)} ms`,
      );
      return {
        name: this.name,
        figures: [
          { label: 'login code request, provider silent', value: Math.round(ms), unit: 'ms' },
        ],
        warnings: res.statusCode === 503 ? [] : [`the login answered ${res.statusCode}`],
      };
    } finally {
      await app.close();
      await db.destroy();
      provider.server.closeAllConnections();
      provider.server.close();
    }
  },
};
