import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTopology } from '../apps/server/testing/topology.ts';

/**
 * `npm run topology -- 3`: three instances of the service on one PostgreSQL and one Redis behind
 * HAProxy on this machine (decision 030), with a fresh schema migrated and seeded for the demo.
 * PostgreSQL from TOPOLOGY_DATABASE_URL / TEST_DATABASE_URL (default the local `test` database),
 * Redis from TOPOLOGY_REDIS_URL / TEST_REDIS_URL (default the local one), the balancer's port
 * from TOPOLOGY_PORT (default 8080). HAProxy is installed from Debian's packages when missing.
 * Ctrl-C stops everything and drops the demo's schema and Redis keys. Send SIGTERM to one
 * instance's pid (printed) to watch a rolling restart: it drains, the balancer moves on.
 * `--tls` serves HTTPS on that port with a throw-away certificate (plain HTTP on another port
 * redirects to it), as a deployment does with its real one (decision 048).
 */
const args = process.argv.slice(2);
const tls = args.includes('--tls');
const count = Number(args.find((a) => a !== '--tls') ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('usage: npm run topology -- <instances 1–16> [--tls]');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the site (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const topology = await startTopology({
  instances: count,
  port: Number(process.env.TOPOLOGY_PORT ?? 8080),
  ...(process.env.TOPOLOGY_DATABASE_URL ? { databaseUrl: process.env.TOPOLOGY_DATABASE_URL } : {}),
  ...(process.env.TOPOLOGY_REDIS_URL ? { redisUrl: process.env.TOPOLOGY_REDIS_URL } : {}),
  tls,
});
console.log(`FairFare on ${topology.url} (HAProxy) in front of:`);
if (tls)
  console.log(`  (a throw-away certificate: the browser will warn; ${topology.httpUrl} redirects)`);
for (const i of topology.instances) console.log(`  ${i.name}  ${i.url}  pid ${i.pid}`);
console.log(`PostgreSQL schema ${topology.schema}, Redis prefix ${topology.redis.prefix}.`);
console.log('Ctrl-C stops everything.');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  topology.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
