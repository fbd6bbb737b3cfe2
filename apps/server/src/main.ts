import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { drainAndClose } from './shutdown.ts';
import { installProcessGuards } from './process-guards.ts';
import { DriverSimulator } from './sim/simulator.ts';

/**
 * The service as `npm start` runs it: migrate, seed an empty database, serve, and on SIGTERM or
 * SIGINT drain (report not-ready for DRAIN_DELAY_MS), stop accepting, let requests in flight
 * finish, release job claims, send sockets elsewhere, close the database (shutdown.ts).
 * One process serves one core: to use more, run more instances behind the balancer (decision
 * 049; `npm run topology`, deploy/compose.yaml).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await migrateToLatest(app.db, { warn: (msg, details) => app.log.warn(details, msg) });
  const seeded = config.seedDemo && (await seedIfEmpty(app.db, { history: true }));
  if (seeded) app.log.info('empty database: demo data seeded');
  const simulator = config.simulator.enabled
    ? new DriverSimulator(app, {
        speed: config.simulator.speed,
        driveKmh: config.simulator.driveKmh,
        behaviour: config.simulator.behaviour,
      })
    : null;

  let closing = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Bounded: the drain delay, then SHUTDOWN_TIMEOUT_MS for the requests in flight and the rest.
    const { drainDelayMs, timeoutMs } = config.shutdown;
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${drainDelayMs + timeoutMs} ms, exiting`);
      process.exit(1);
    }, drainDelayMs + timeoutMs);
    timer.unref();
    drainAndClose(app, {
      drainDelayMs,
      beforeClose: () => simulator?.stop() ?? Promise.resolve(),
    }).then(
      () => process.exit(exitCode),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  installProcessGuards({ log: app.log, fatal: () => shutdown('uncaughtException', 1) });
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  simulator?.start().catch((err: unknown) => app.log.error({ err }, 'driver simulator failed'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
