import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { OPEN_TRIP_STATUSES } from '@fairfare/contracts/trips';
import { startTopology, type Topology } from '@fairfare/server/testing/topology';
import { cpuTimeMs } from './lib/process-cpu.ts';
import { benchSite } from './lib/site-dir.ts';
import { repoRoot } from './lib/start-app.ts';

/**
 * `node bench/balancer-scaling.ts` (PostgreSQL and Redis as the tests find them, HAProxy
 * installed): polled requests per second through HAProxy, and CPU per request, for one process
 * and two single-process instances (decisions 030 and 049: one instance per core is how the
 * service uses several cores; WORKERS is retired). Each run: a rider polls their trip list with its ETag (a 304 each time, as the site's
 * steady state), closed loop, CONNECTIONS in flight, for SECONDS. The CPU of the instances, of
 * HAProxy and of this generator are reported apart: on a 2-core machine they share the cores.
 */
const SECONDS = Number(process.env.BENCH_SCALING_SECONDS ?? 10);
const WARMUP_S = 3;
const CONNECTIONS = Number(process.env.BENCH_SCALING_CONNECTIONS ?? 32);

const TRIP_LIST = JSON.stringify({
  is_request: '0',
  offset: '0',
  limit: '20',
  statuses: [...OPEN_TRIP_STATUSES],
});

/** A rider registered on one instance directly (the code is in that instance's dev outbox). */
async function riderCookie(instanceUrl: string): Promise<string> {
  const phone = `51966${String(Date.now() % 100_000).padStart(5, '0')}`;
  const post = (path: string, body: object) =>
    fetch(instanceUrl + API_BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const base = {
    phone_code: '+1',
    phone,
    first_name: 'Bench',
    last_name: 'Rider',
    email: '',
    accept_terms: true,
  };
  await post(endpoints.users.registration, { step: 'request', ...base });
  const outbox = (await (
    await fetch(`${instanceUrl}/api/dev/outbox?phone=${encodeURIComponent(`+1${phone}`)}`)
  ).json()) as { messages: Array<{ text: string }> };
  const code = outbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await post(endpoints.users.registration, {
    step: 'verify',
    ...base,
    code,
    client: 'web',
  });
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('ff_session='));
  if (!cookie) throw new Error(`registration failed: ${verified.status}`);
  return cookie.split(';')[0]!;
}

/** The pids of an instance's processes: itself and any it started. */
function processTree(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // not Linux
  }
  return [pid, ...children.flatMap(processTree)];
}

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuTimeMs(pid) ?? 0), 0);

async function measure(label: string, topology: Topology) {
  const instanceUrl = topology.instances[0]!.url;
  const cookie = await riderCookie(instanceUrl);
  const url = topology.url + API_BASE + endpoints.trips.list;
  const first = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: TRIP_LIST,
  });
  const etag = first.headers.get('etag') ?? '';
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', cookie, 'if-none-match': etag },
    body: TRIP_LIST,
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const servers = topology.instances.flatMap((i) => processTree(i.pid));
  const before = {
    servers: cpuOf(servers),
    balancer: cpuTimeMs(topology.balancerPid) ?? 0,
    generator: process.cpuUsage(),
  };
  const result = await autocannon({ ...options, duration: SECONDS });
  const generator = process.cpuUsage(before.generator);
  const requests = result.requests.total;
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, requests)); // µs
  return {
    label,
    processes: servers.length,
    reqPerS: Math.round(requests / SECONDS),
    notModifiedShare: Math.round((result['3xx'] / Math.max(1, requests)) * 1000) / 10,
    errors: result.errors + result.timeouts + result['5xx'],
    p99Ms: result.latency.p99,
    serverCpuUsPerReq: perRequest(cpuOf(servers) - before.servers),
    haproxyCpuUsPerReq: perRequest((cpuTimeMs(topology.balancerPid) ?? 0) - before.balancer),
    generatorCpuUsPerReq: perRequest((generator.user + generator.system) / 1000),
  };
}

const runs: Array<{ label: string; instances: number; env: Record<string, string> }> = [
  { label: '1 process', instances: 1, env: {} },
  { label: '2 instances', instances: 2, env: {} },
];
const site = benchSite(repoRoot);
const results = [];
for (const run of runs) {
  const topology = await startTopology({
    instances: run.instances,
    ...(site.env.WEB_DIST_DIR ? { webDistDir: site.env.WEB_DIST_DIR } : {}),
    env: {
      SIMULATOR: 'off',
      JOBS: 'off',
      LOG_LEVEL: 'error',
      CODE_SENDS_PER_IP_HOUR: '1000',
      ...run.env,
    },
    instanceEnv: () => ({ SIMULATOR: 'off' }),
  });
  try {
    results.push(await measure(run.label, topology));
  } finally {
    await topology.stop();
  }
  console.log(JSON.stringify(results.at(-1)));
}
site.remove();
const one = results[0]!.reqPerS;
console.table(results.map((r) => ({ ...r, ratio: Math.round((r.reqPerS / one) * 100) / 100 })));
