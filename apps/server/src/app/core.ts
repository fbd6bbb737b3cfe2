import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { observeDatabase } from '../metrics/db-metrics.ts';
import { AppMetrics } from '../metrics/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export interface CoreOptions {
  config: Config;
  /** Use this database instead of opening config.database (the app then does not close it). */
  db?: Db;
}

/** The settings, the metrics registry and the database: what every other plugin builds on. */
export const core = fp<CoreOptions>(
  async (app, { config, db: given }) => {
    const metrics = new AppMetrics({ runtime: config.metrics.port !== undefined });
    app.decorate('metrics', metrics);
    const db =
      given ??
      createDatabase(config.database, {
        log: app.log,
        connectTimeoutMs: config.databaseTimeouts.connectMs,
        queryTimeoutMs: config.databaseTimeouts.queryMs,
        hook: observeDatabase(metrics),
      });
    app.decorate('config', config);
    app.decorate('db', db);
    if (!given) app.addHook('onClose', async () => db.destroy());
  },
  { fastify: '5.x', name: 'core' },
);
