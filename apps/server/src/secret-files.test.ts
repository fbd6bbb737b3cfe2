import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { readSecretFiles } from './secret-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'ff-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A secret file as docker writes one (here with the newline an editor leaves). */
function secret(name: string, value: string): string {
  const path = join(dir, name);
  writeFileSync(path, value);
  return path;
}

describe('settings from files (NAME_FILE)', () => {
  it('reads NAME_FILE into NAME, trimmed, and leaves other settings alone', () => {
    const env = readSecretFiles({
      AUTH_SECRET_FILE: secret('auth', '  a-secret-of-sixteen-plus\n'),
      PORT: '3000',
    });
    expect(env.AUTH_SECRET).toBe('a-secret-of-sixteen-plus');
    expect(env.AUTH_SECRET_FILE).toBeUndefined();
    expect(env.PORT).toBe('3000');
  });

  it('refuses NAME and NAME_FILE both set, an unreadable file and an empty one', () => {
    const file = secret('both', 'from-the-file-0000');
    expect(() =>
      readSecretFiles({ AUTH_SECRET: 'from-the-env-0000', AUTH_SECRET_FILE: file }),
    ).toThrow('set AUTH_SECRET or AUTH_SECRET_FILE, not both');
    expect(() => readSecretFiles({ METRICS_TOKEN_FILE: join(dir, 'missing') })).toThrow(
      /METRICS_TOKEN_FILE: cannot read .*missing/,
    );
    expect(() => readSecretFiles({ STRIPE_SECRET_KEY_FILE: secret('empty', '\n') })).toThrow(
      /STRIPE_SECRET_KEY_FILE: .* is empty/,
    );
  });

  it('ignores NAME_FILE for settings that are no secrets', () => {
    expect(readSecretFiles({ PORT_FILE: '/nonexistent' })).toEqual({ PORT_FILE: '/nonexistent' });
  });

  it('gives the service its secrets from files, the passwords put into the URLs', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET_FILE: secret('auth2', 'a-secret-of-sixteen-plus\n'),
      SMS_PROVIDER_URL: 'https://sms.example.com/send',
      PUBLIC_BASE_URL: 'https://fairfare.example',
      DATABASE_URL: 'postgres://fairfare@postgres:5432/fairfare',
      DATABASE_PASSWORD_FILE: secret('pg', 'p@ss/word:1\n'),
      REDIS_URL: 'redis://redis:6379',
      REDIS_PASSWORD_FILE: secret('redis', 'r3dis pass\n'),
      METRICS_TOKEN_FILE: secret('metrics', 'a-metrics-token-0123\n'),
      // production takes real money: the Stripe keys (decision 047)
      STRIPE_SECRET_KEY_FILE: secret('stripe-sk', 'sk_live_sample\n'),
      STRIPE_PUBLISHABLE_KEY_FILE: secret('stripe-pk', 'pk_live_sample\n'),
      STRIPE_WEBHOOK_SECRET_FILE: secret('stripe-wh', 'whsec_sample\n'),
    });
    expect(config.authSecret).toBe('a-secret-of-sixteen-plus');
    expect(config.payments.stripe).toMatchObject({
      secretKey: 'sk_live_sample',
      webhookSecret: 'whsec_sample',
    });
    const database = config.database.kind === 'postgres' ? new URL(config.database.url) : null;
    expect(decodeURIComponent(database!.password)).toBe('p@ss/word:1');
    expect(database!.username).toBe('fairfare');
    expect(database!.host).toBe('postgres:5432');
    const redis = new URL(config.redis!.url);
    expect(decodeURIComponent(redis.password)).toBe('r3dis pass');
    expect(redis.host).toBe('redis:6379');
    expect(config.metrics.token).toBe('a-metrics-token-0123');
  });

  it('refuses a password for a URL that has one already, or no URL of its kind', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u:inline@db/ff', DATABASE_PASSWORD: 'other' }),
    ).toThrow(/DATABASE_PASSWORD is set and DATABASE_URL has a password too/);
    expect(() => loadConfig({ DATABASE_URL: './data/ff.db', DATABASE_PASSWORD: 'pw' })).toThrow(
      /DATABASE_PASSWORD needs DATABASE_URL to be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_PASSWORD: 'pw' })).toThrow(/REDIS_PASSWORD needs REDIS_URL/);
    expect(() =>
      loadConfig({ AUTH_SECRET: 'a-secret-of-sixteen-plus', AUTH_SECRET_FILE: secret('x', 'y') }),
    ).toThrow(/Invalid configuration: set AUTH_SECRET or AUTH_SECRET_FILE, not both/);
  });
});
