import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/helpers/app.ts';

describe('dev outbox', () => {
  it('does not exist in production', async () => {
    const { app } = await startTestApp('sqlite', { env: 'production' });
    const res = await app.inject('/api/dev/outbox?phone=%2B15195550100');
    expect(res.statusCode).toBe(404);
  });

  it('does not exist when a real SMS provider is configured', async () => {
    const { app } = await startTestApp('sqlite', {
      sms: { sender: 'FairFare', provider: { url: 'http://127.0.0.1:9/', bodyTemplate: '{}' } },
    });
    expect((await app.inject('/api/dev/outbox')).statusCode).toBe(404);
  });
});
