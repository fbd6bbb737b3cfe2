import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';
import { composeHaproxyConfig, renderHaproxyConfig } from '../testing/haproxy.ts';
import { repoRoot } from '../testing/start-app.ts';
import { HAPROXY } from '../testing/topology.ts';

/**
 * This machine has no Docker engine, so the image and compose file (decision 030) are checked
 * here instead of being run: their shape, and their settings against the service's own.
 */
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: unknown;
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string }> | string[];
}

/** ${NAME:?…} and ${NAME:-default} as compose fills them, with sample values for the required ones. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::\?[^}]*|:-([^}]*))?\}/g, (_m, name: string, fallback) => {
    if (fallback !== undefined) return fallback as string;
    return name === 'AUTH_SECRET'
      ? 'a-secret-of-sixteen-plus'
      : name === 'SMS_PROVIDER_URL'
        ? 'https://sms.example.com/send'
        : name === 'PUBLIC_BASE_URL'
          ? 'https://fairfare.example'
          : name === 'METRICS_TOKEN'
            ? 'a-metrics-token-of-16+'
            : 'sample';
  });
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;
  const apps = ['app1', 'app2', 'app3'];

  it('has the app three times, PostgreSQL and its backups, Redis, HAProxy, Prometheus and Grafana', () => {
    expect(Object.keys(services).sort()).toEqual(
      [...apps, 'haproxy', 'postgres', 'backup', 'redis', 'prometheus', 'grafana'].sort(),
    );
    for (const app of apps)
      expect(services[app]!.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
  });

  it("gives every instance settings the service accepts, its database and Redis, and trusts exactly the balancer's hop", () => {
    const balancer = services.haproxy!.networks as Record<string, { ipv4_address: string }>;
    for (const app of apps) {
      const raw = services[app]!.environment!;
      const env = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, interpolate(String(v))]),
      );
      const config = loadConfig(env); // throws on an unknown value or a missing production setting
      expect(config.port).toBe(3000);
      expect(config.database).toMatchObject({ kind: 'postgres' });
      expect(config.database.kind === 'postgres' && new URL(config.database.url).host).toBe(
        'postgres:5432',
      );
      expect(config.redis?.url).toBe('redis://redis:6379');
      expect(config.trustProxy).toEqual([balancer.fairfare!.ipv4_address]);
      // metrics for Prometheus on the compose network, behind the token (decision 052)
      expect(config.metrics).toEqual({
        port: 9464,
        host: '0.0.0.0',
        token: 'a-metrics-token-of-16+',
      });
      // The grace period covers the drain delay and the shutdown's own bound.
      const grace = Number(services[app]!.stop_grace_period!.replace(/s$/, '')) * 1000;
      expect(grace).toBeGreaterThan(config.shutdown.drainDelayMs + config.shutdown.timeoutMs);
    }
  });

  it('balances with the configuration the scripted topology uses, on the instances by name', () => {
    expect(services.haproxy!.volumes).toContain(
      './haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    expect(read('deploy/haproxy/haproxy.cfg')).toBe(composeHaproxyConfig());
    expect(services.haproxy!.ports).toEqual(['8080:8080']);
    for (const app of apps)
      expect(composeHaproxyConfig()).toContain(`server ${app} ${app}:3000 cookie ${app}`);
  });
});

describe('backups in compose (decision 050)', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService & { command?: string[]; user?: string }>;
  };
  const { postgres, backup } = compose.services;
  const conf = Object.fromEntries(
    read('deploy/pgbackrest/pgbackrest.conf')
      .split('\n')
      .map((l) => /^([a-z0-9-]+)=(.*)$/.exec(l))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
  const stanza = /^\[(?!global)(.+)\]$/m.exec(read('deploy/pgbackrest/pgbackrest.conf'))?.[1];
  /** Where a service mounts a volume or file, by its source. */
  const mountOf = (service: ComposeService | undefined, source: string) =>
    service?.volumes?.find((v) => v.startsWith(`${source}:`))?.split(':')[1];

  it('archives every WAL segment with pgBackRest, to the stanza its configuration names', () => {
    const settings = postgres!.command!.filter((arg) => arg !== '-c');
    expect(settings).toContain('archive_mode=on');
    expect(settings).toContain(`archive_command=pgbackrest --stanza=${stanza} archive-push %p`);
    expect(settings.some((s) => /^archive_timeout=\d+$/.test(s))).toBe(true);
    expect(mountOf(postgres, './pgbackrest/pgbackrest.conf')).toBe(
      '/etc/pgbackrest/pgbackrest.conf',
    );
  });

  it('takes base backups from a service that shares the data, the socket and the repository', () => {
    for (const volume of ['pgdata', 'pgsocket', 'pgbackrest'])
      expect(mountOf(backup, volume), volume).toBe(mountOf(postgres, volume));
    expect(conf['pg1-path']).toBe(mountOf(postgres, 'pgdata'));
    expect(conf['pg1-socket-path']).toBe(mountOf(postgres, 'pgsocket'));
    expect(conf['repo1-path']).toBe(mountOf(postgres, 'pgbackrest'));
    expect(conf['pg1-user']).toBe('fairfare');
    expect(mountOf(backup, './pgbackrest/pgbackrest.conf')).toBe('/etc/pgbackrest/pgbackrest.conf');
    expect(backup!.user).toBe('postgres');
    const script = mountOf(backup, './pgbackrest/schedule.sh');
    expect(backup!.command).toEqual(['bash', script]);
    const syntax = spawnSync('bash', ['-n', join(repoRoot, 'deploy/pgbackrest/schedule.sh')], {
      encoding: 'utf8',
    });
    expect(syntax.status, syntax.stderr).toBe(0);
    expect(read('deploy/pgbackrest/schedule.sh')).toContain(`stanza=${stanza}`);
  });
});

describe('monitoring in compose (decision 052)', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService & { secrets?: string[] }>;
    secrets: Record<string, { environment?: string }>;
  };
  const { prometheus, grafana } = compose.services;
  const scrape = parse(read('ops/prometheus/prometheus.yml')) as {
    scrape_configs: Array<{
      authorization: { credentials_file: string };
      static_configs: Array<{ targets: string[] }>;
    }>;
  };

  it('Prometheus scrapes every instance on its metrics port, with the token the instances ask', () => {
    const [job] = scrape.scrape_configs;
    const port = compose.services.app1!.environment!.METRICS_PORT;
    expect(job!.static_configs.flatMap((c) => c.targets).sort()).toEqual(
      ['app1', 'app2', 'app3'].map((app) => `${app}:${port}`),
    );
    expect(prometheus!.secrets).toEqual(['metrics_token']);
    expect(job!.authorization.credentials_file).toBe('/run/secrets/metrics_token');
    expect(compose.secrets.metrics_token).toEqual({ environment: 'METRICS_TOKEN' });
    expect(compose.services.app1!.environment!.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?/);
    expect(prometheus!.volumes).toContain('../ops/prometheus:/etc/prometheus:ro');
  });

  it('Grafana is provisioned with Prometheus as its data source and the dashboard', () => {
    const datasources = parse(read('ops/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: Array<{ type: string; url: string }>;
    };
    expect(datasources.datasources).toMatchObject([
      { type: 'prometheus', url: 'http://prometheus:9090' },
    ]);
    const providers = parse(read('ops/grafana/provisioning/dashboards/fairfare.yml')) as {
      providers: Array<{ options: { path: string } }>;
    };
    expect(grafana!.volumes).toContain('../ops/grafana/provisioning:/etc/grafana/provisioning:ro');
    expect(grafana!.volumes).toContain(
      `../ops/grafana/fairfare.json:${providers.providers[0]!.options.path}/fairfare.json:ro`,
    );
  });
});

describe('the HAProxy configuration', () => {
  it('is sticky for Socket.IO only, checks /api/ready, and passes websockets through', () => {
    const config = renderHaproxyConfig({
      bind: '127.0.0.1:8080',
      servers: [{ name: 'app1', address: '127.0.0.1:3001' }],
    });
    expect(config).toContain('use_backend sockets if { path_beg /socket.io/ }');
    expect(config).toMatch(/^backend sockets\n[^]*cookie ff_instance insert/m);
    expect(config).not.toMatch(/^backend api\n[^]*cookie /m);
    expect(config).toContain('option httpchk GET /api/ready');
    expect(config).toContain('timeout tunnel 1h');
    expect(config).toContain('option forwardfor');
  });

  it.runIf(existsSync(HAPROXY))(
    "is valid to HAProxy itself (haproxy -c), the topology's and the compose file's",
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'ff-haproxy-'));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, 'haproxy.cfg');
      writeFileSync(
        file,
        renderHaproxyConfig({
          bind: '127.0.0.1:8080',
          servers: [{ name: 'app1', address: '127.0.0.1:3001' }],
          statsSocket: join(dir, 's.sock'),
        }),
      );
      for (const path of [file, join(repoRoot, 'deploy/haproxy/haproxy.cfg')]) {
        const check = spawnSync(HAPROXY, ['-c', '-f', path], { encoding: 'utf8' });
        expect(check.status, check.stderr).toBe(0);
      }
    },
  );
});

describe('Dockerfile', () => {
  const lines = read('Dockerfile')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  const stages = lines.filter((l) => l.startsWith('FROM '));
  const final = lines.slice(lines.lastIndexOf(stages.at(-1)!));

  it('builds in stages and runs from a slim one with the built site, as a non-root user', () => {
    expect(stages.map((l) => l.split(/\s+AS\s+/i)[1])).toEqual(['deps', 'build', 'runtime']);
    expect([stages[0], stages[2]].every((l) => l?.includes('node:24-bookworm-slim'))).toBe(true);
    expect(final).toContain('COPY --from=build /app/apps/web/dist apps/web/dist');
    expect(final.some((l) => l.includes('npm ci --omit=dev'))).toBe(true);
    const user = final.find((l) => l.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER (root|0)\b/);
  });

  it('checks its health on /api/health and starts the service', () => {
    const health = final.findIndex((l) => l.startsWith('HEALTHCHECK '));
    expect(health).toBeGreaterThan(-1);
    expect(final.slice(health, health + 2).join(' ')).toContain('/api/health');
    expect(final.at(-1)).toBe('CMD ["node", "apps/server/src/main.ts"]');
    // Every workspace's package.json is there for `npm ci` to read the lock file.
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const ws of workspaces) expect(lines).toContain(`COPY ${ws}/package.json ${ws}/`);
  });
});
