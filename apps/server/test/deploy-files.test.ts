import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';
import {
  COMPOSE_CERTIFICATE,
  composeHaproxyConfig,
  renderHaproxyConfig,
} from '../testing/haproxy.ts';
import { throwawayCertificate } from '../testing/tls.ts';
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
  secrets?: string[];
  restart?: string;
  command?: string[];
  healthcheck?: { test: string[] };
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
          : 'sample';
  });
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    secrets?: Record<string, { file: string }>;
  };
  const services = compose.services;
  const apps = ['app1', 'app2', 'app3'];

  it('has the app three times, PostgreSQL and its backups, Redis, HAProxy, Prometheus and Grafana', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        ...apps,
        'haproxy',
        'postgres',
        'backup',
        'redis',
        'prometheus',
        'alertmanager',
        'grafana',
      ].sort(),
    );
    for (const app of apps)
      expect(services[app]!.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
  });

  it("gives every instance settings the service accepts, its database and Redis, and trusts exactly the balancer's hop", () => {
    const balancer = services.haproxy!.networks as Record<string, { ipv4_address: string }>;
    // The docker secrets, as sample files where the instances read them.
    const secretsDir = mkdtempSync(join(tmpdir(), 'ff-compose-secrets-'));
    onTestFinished(() => rmSync(secretsDir, { recursive: true, force: true }));
    const samples: Record<string, string> = {
      auth_secret: 'a-secret-of-sixteen-plus\n',
      postgres_password: 'pg-sample-password\n',
      redis_password: 'redis-sample-password\n',
      // keys of the shapes the service checks (production refuses to start without them)
      stripe_secret_key: 'sk_live_sample\n',
      stripe_publishable_key: 'pk_live_sample\n',
      stripe_webhook_secret: 'whsec_sample\n',
      metrics_token: 'a-metrics-token-of-16+\n',
    };
    for (const [name, value] of Object.entries(samples))
      writeFileSync(join(secretsDir, name), value);
    for (const app of apps) {
      const raw = services[app]!.environment!;
      const env = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [
          k,
          interpolate(String(v)).replace(/^\/run\/secrets\//, `${secretsDir}/`),
        ]),
      );
      const config = loadConfig(env); // throws on an unknown value or a missing production setting
      expect(config.port).toBe(3000);
      expect(config.authSecret).toBe('a-secret-of-sixteen-plus');
      expect(config.database).toMatchObject({ kind: 'postgres' });
      const database = config.database.kind === 'postgres' ? new URL(config.database.url) : null;
      expect(database?.host).toBe('postgres:5432');
      expect(database?.password).toBe('pg-sample-password');
      expect(config.redis?.url).toBe('redis://:redis-sample-password@redis:6379');
      // real card payments: the compose file passes the Stripe keys (issue 37)
      expect(config.payments.stripe?.secretKey).toBe('sk_live_sample');
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

  it('restarts every service by itself', () => {
    for (const [name, service] of Object.entries(services))
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
  });

  it('keeps every secret in a file handed over as a docker secret, none in the environment', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        // no secret by value: passwords, keys and tokens come from files
        expect(key, name).not.toMatch(/(SECRET|PASSWORD|TOKEN|_KEY)$/);
        if (key.endsWith('_FILE')) {
          const secret = /^\/run\/secrets\/(\w+)$/.exec(String(value))?.[1];
          expect(service.secrets, `${name} ${key}`).toContain(secret);
        }
        expect(String(value), `${name} ${key}`).not.toMatch(/\/\/[^/@]*:[^/@]*@/); // user:password@
      }
      for (const secret of service.secrets ?? [])
        expect(compose.secrets?.[secret]?.file).toMatch(/^\.\/secrets\//);
    }
    expect(read('.gitignore')).toContain('deploy/secrets/*');
  });

  it('asks every Redis client for the password, from its secret', () => {
    const redis = services.redis!;
    expect(redis.secrets).toEqual(['redis_password']);
    const command = (redis.command ?? []).join(' ');
    expect(command).toContain('printf \'requirepass %s\\n\' "$$(cat /run/secrets/redis_password)"');
    expect(command).toContain('exec redis-server /tmp/redis.conf');
    expect(command).not.toMatch(/--requirepass/); // never on the command line
    expect(redis.healthcheck?.test.join(' ')).toContain('REDISCLI_AUTH=');
    for (const app of apps)
      expect(services[app]!.environment!.REDIS_PASSWORD_FILE).toBe('/run/secrets/redis_password');
  });

  it('balances with the configuration the scripted topology uses, on the instances by name', () => {
    expect(services.haproxy!.volumes).toContain(
      './haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    expect(read('deploy/haproxy/haproxy.cfg')).toBe(composeHaproxyConfig());
    // HTTPS on 443 with the certificate from a secret; HTTP on 80 only redirects (decision 048).
    expect(services.haproxy!.ports).toEqual(['80:8080', '443:8443']);
    expect(composeHaproxyConfig()).toContain(`bind *:8443 ssl crt ${COMPOSE_CERTIFICATE}`);
    expect(COMPOSE_CERTIFICATE).toBe('/run/secrets/tls_certificate');
    expect(services.haproxy!.secrets).toEqual(['tls_certificate']);
    expect(compose.secrets?.tls_certificate).toEqual({ file: './secrets/tls.pem' });
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
    secrets: Record<string, { file?: string }>;
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
    expect(compose.secrets.metrics_token).toEqual({ file: './secrets/metrics_token' });
    expect(compose.services.app1!.environment!.METRICS_TOKEN_FILE).toBe(
      '/run/secrets/metrics_token',
    );
    expect(prometheus!.volumes).toContain('../ops/prometheus:/etc/prometheus:ro');
  });

  it('Prometheus sends its alerts to the Alertmanager compose runs, whose configuration is a secret', () => {
    const { alerting } = parse(read('ops/prometheus/prometheus.yml')) as {
      alerting: { alertmanagers: Array<{ static_configs: Array<{ targets: string[] }> }> };
    };
    const alertmanager = compose.services.alertmanager!;
    expect(
      alerting.alertmanagers.flatMap((a) => a.static_configs.flatMap((c) => c.targets)),
    ).toEqual(['alertmanager:9093']);
    expect(alertmanager.command).toContain('--config.file=/run/secrets/alertmanager_config');
    expect(alertmanager.secrets).toEqual(['alertmanager_config', 'alertmanager_smtp_password']);
    expect(compose.secrets.alertmanager_config).toEqual({ file: './secrets/alertmanager.yml' });
    // the password file the example's mail receiver names is one compose hands over
    expect(read('ops/alertmanager/alertmanager.example.yml')).toContain(
      'auth_password_file: /run/secrets/alertmanager_smtp_password',
    );
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
      // The compose file's, with a throw-away certificate where compose mounts the real one.
      const composed = join(dir, 'compose-haproxy.cfg');
      writeFileSync(
        composed,
        read('deploy/haproxy/haproxy.cfg').replace(
          COMPOSE_CERTIFICATE,
          throwawayCertificate(dir).pemFile,
        ),
      );
      for (const path of [file, composed]) {
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
