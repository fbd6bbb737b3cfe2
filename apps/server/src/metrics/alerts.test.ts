import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse } from 'yaml';

/**
 * The alert rules (ops/prometheus/alerts.yml, decision 052) checked and unit-tested by Prometheus's
 * own promtool (Debian's prometheus package; `.ci/run` installs it). Off CI it is skipped when
 * promtool is missing; on CI it must run. That every metric they read is one the service exports
 * is checked against a real scrape in metrics.api.test.ts.
 */
const ops = join(import.meta.dirname, '../../../../ops/prometheus');
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;
if (!hasPromtool && process.env.CI === 'true') {
  throw new Error('CI: promtool is missing (Debian package prometheus); the alert tests must run');
}
const alertmanagerExample = join(ops, '../alertmanager/alertmanager.example.yml');
const hasAmtool = spawnSync('amtool', ['--version']).status === 0;
if (!hasAmtool && process.env.CI === 'true') {
  throw new Error('CI: amtool is missing (Debian package prometheus-alertmanager)');
}

function promtool(args: string[], cwd = ops) {
  const run = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface Rules {
  groups: Array<{ rules: Array<{ alert: string; expr: string; for?: string }> }>;
}
interface RuleTests {
  tests: Array<{
    alert_rule_test?: Array<{ alertname: string; exp_alerts: unknown[] }>;
  }>;
}
const rules = parse(readFileSync(join(ops, 'alerts.yml'), 'utf8')) as Rules;
const alerts = rules.groups.flatMap((g) => g.rules);

describe.skipIf(!hasPromtool)('the alert rules, by promtool', () => {
  it('are valid rules (promtool check rules)', () => {
    const run = promtool(['check', 'rules', 'alerts.yml']);
    expect(run.output).toContain(`SUCCESS: ${alerts.length} rules found`);
    expect(run.status).toBe(0);
  });

  it('pass their unit tests (promtool test rules alerts.test.yml)', () => {
    const run = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(run.output).toContain('SUCCESS');
    expect(run.status, run.output).toBe(0);
  });

  it("Prometheus's configuration is valid and loads them (promtool check config)", () => {
    // promtool wants the token file to exist: a copy whose token file is a temporary one
    const dir = mkdtempSync(join(tmpdir(), 'ff-prometheus-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'token'), 'a-token-of-sixteen-plus\n');
    const config = readFileSync(join(ops, 'prometheus.yml'), 'utf8');
    expect(config).toContain('/run/secrets/metrics_token');
    writeFileSync(
      join(dir, 'prometheus.yml'),
      config.replace('/run/secrets/metrics_token', join(dir, 'token')),
    );
    writeFileSync(join(dir, 'alerts.yml'), readFileSync(join(ops, 'alerts.yml')));
    const run = promtool(['check', 'config', 'prometheus.yml'], dir);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(`SUCCESS: ${alerts.length} rules found`);
  });
});

describe.skipIf(!hasAmtool)('who hears the alerts (Alertmanager, by amtool)', () => {
  const receiverOf = (labels: string[]) => {
    const run = spawnSync(
      'amtool',
      ['config', 'routes', 'test', `--config.file=${alertmanagerExample}`, ...labels],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    return run.stdout.trim();
  };

  it('the example configuration is valid (amtool check-config)', () => {
    const run = spawnSync('amtool', ['check-config', alertmanagerExample], { encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });

  it('pages for every severity=page alert and files a ticket for the others', () => {
    const severities = parse(readFileSync(join(ops, 'alerts.yml'), 'utf8')) as {
      groups: Array<{ rules: Array<{ alert: string; labels: { severity: string } }> }>;
    };
    for (const rule of severities.groups.flatMap((g) => g.rules)) {
      const expected = rule.labels.severity === 'page' ? 'pager' : 'tickets';
      expect(
        receiverOf([`alertname=${rule.alert}`, `severity=${rule.labels.severity}`]),
        rule.alert,
      ).toBe(expected);
    }
  });
});

describe('the alert rules', () => {
  it('cover what an operator must hear about', () => {
    expect(alerts.map((a) => a.alert).sort()).toEqual(
      [
        'FairFareInstanceDown',
        'FairFareServerErrors',
        'FairFareSlowAnswers',
        'FairFareDueJobsLate',
        'FairFareDatabasePoolWaits',
        'FairFarePostgresAway',
        'FairFareRedisAway',
        'FairFarePaymentsFailing',
      ].sort(),
    );
  });

  it('each have a unit test in which they fire, and wait a while before firing', () => {
    const tests = parse(readFileSync(join(ops, 'alerts.test.yml'), 'utf8')) as RuleTests;
    const fired = new Set(
      tests.tests
        .flatMap((t) => t.alert_rule_test ?? [])
        .filter((t) => t.exp_alerts.length > 0)
        .map((t) => t.alertname),
    );
    for (const alert of alerts) {
      expect(fired, alert.alert).toContain(alert.alert);
      expect(alert.for, `${alert.alert} fires on one bad scrape`).toMatch(/^\d+m$/);
    }
  });
});
