import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/helpers/app.ts';
import type { RuntimeMetrics } from './metrics.ts';

describe('dev outbox', () => {
  it('does not exist in production', async () => {
    const { app } = await startTestApp('sqlite', { env: 'production', devRoutes: false });
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

describe('runtime metrics', () => {
  it('tell the event-loop delay, utilisation, memory and open resources, and start a new window on reset', async () => {
    const { app } = await startTestApp('sqlite');
    // Block the loop for 300 ms until the delay histogram has seen it (its 10 ms timer must
    // have run once before a block counts; a loaded machine may take a few rounds).
    type Metrics = Pick<RuntimeMetrics, 'memory'> & {
      eventLoopDelayMs: { max: number };
      sinceMs: number;
    };
    let first = { eventLoopDelayMs: { max: 0 }, sinceMs: 0 } as Metrics & Record<string, unknown>;
    for (let round = 0; round < 10 && first.eventLoopDelayMs.max < 250; round++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const blockUntil = Date.now() + 300;
      while (Date.now() < blockUntil);
      await new Promise((resolve) => setTimeout(resolve, 30));
      first = (await app.inject('/api/dev/metrics')).json();
    }
    expect(first.eventLoopDelayMs.max).toBeGreaterThanOrEqual(250);
    first = (await app.inject('/api/dev/metrics?reset=1')).json();
    expect(first.eventLoopUtilization).toBeGreaterThan(0);
    expect((first.memory as { rssMb: number }).rssMb).toBeGreaterThan(10);
    expect(Object.keys(first.activeResources as object).length).toBeGreaterThan(0);
    // A new window: the block is no longer in it.
    const second: Metrics = (await app.inject('/api/dev/metrics?gc=1')).json();
    expect(second.eventLoopDelayMs.max).toBeLessThan(first.eventLoopDelayMs.max);
    expect(second.sinceMs).toBeLessThan(first.sinceMs);
    expect((await app.inject('/api/dev/metrics?gc=yes')).statusCode).toBe(400);

    // Memory outside the V8 heap is told apart: a held 32 MB Buffer shows in arrayBuffers.
    const held = Buffer.alloc(32 * 1024 * 1024, 1);
    const withBuffer: Metrics = (await app.inject('/api/dev/metrics')).json();
    expect(withBuffer.memory.arrayBuffersMb).toBeGreaterThanOrEqual(32);
    expect(withBuffer.memory.externalMb).toBeGreaterThanOrEqual(withBuffer.memory.arrayBuffersMb);
    expect(withBuffer.memory.heapTotalMb).toBeGreaterThanOrEqual(withBuffer.memory.heapUsedMb);
    expect(held.length).toBe(32 * 1024 * 1024);
  });

  it('do not exist in production', async () => {
    const { app } = await startTestApp('sqlite', { env: 'production', devRoutes: false });
    expect((await app.inject('/api/dev/metrics')).statusCode).toBe(404);
  });
});

describe('the development routes', () => {
  it('answer only callers on this machine, whatever X-Forwarded-For says', async () => {
    const { app } = await startTestApp('sqlite', { trustProxy: 1 });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await app.inject({ url: '/api/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5']) {
      for (const url of ['/api/dev/outbox', '/api/dev/metrics']) {
        const res = await app.inject({
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
      }
    }
  });
});
