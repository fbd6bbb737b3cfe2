import autocannon from 'autocannon';
import type { BenchContext, BenchResult, Benchmark } from './lib/report.ts';

const PATH = '/webservices/1.1.5/contentapi/getposts';
const BODY = JSON.stringify({ kind: 'blog', lang: 'en', page: 1 });
const DURATION_S = 10;
const WARMUP_S = 2;
const CONNECTIONS = 50;

/** Load on the content list endpoint: requests/s and latency under 50 connections, loopback. */
export const contentList: Benchmark = {
  name: 'content list',
  needsServer: true,
  async run({ baseUrl }: BenchContext): Promise<BenchResult> {
    const options = {
      url: `${baseUrl}${PATH}`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: BODY,
      connections: CONNECTIONS,
      pipelining: 1,
    };

    // The endpoint must answer before it is worth loading.
    const probe = await fetch(options.url, {
      method: 'POST',
      headers: options.headers,
      body: BODY,
    });
    if (probe.status !== 200) {
      throw new Error(`POST ${PATH} answered ${probe.status}: ${await probe.text()}`);
    }

    console.log(
      `content list: warm-up ${WARMUP_S} s, then ${DURATION_S} s at ${CONNECTIONS} connections…`,
    );
    await autocannon({ ...options, duration: WARMUP_S });
    const result = await autocannon({ ...options, duration: DURATION_S });

    const warnings: string[] = [];
    if (result.errors > 0) warnings.push(`${result.errors} connection errors`);
    if (result.timeouts > 0) warnings.push(`${result.timeouts} timeouts`);
    if (result.non2xx > 0) warnings.push(`${result.non2xx} answers were not 2xx`);

    console.log(
      `content list: ${result.requests.average.toFixed(0)} req/s average, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.requests.total} requests in ${result.duration.toFixed(1)} s`,
    );
    return {
      name: this.name,
      figures: [
        {
          label: 'requests/s (average)',
          value: Math.round(result.requests.average),
          unit: 'req/s',
        },
        { label: 'latency p50', value: result.latency.p50, unit: 'ms' },
        { label: 'latency p99', value: result.latency.p99, unit: 'ms' },
        { label: 'requests total', value: result.requests.total, unit: '' },
      ],
      warnings,
    };
  },
};
