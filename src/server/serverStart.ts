import { buildApp } from './app';
import { cronRunnerEnabled } from './config/cronRunnerPlugin';
import { DEMO_LOGINS, loadDemoDataIfEmpty } from './db/demoData';
import type { OpenedDatabase } from './db/openDatabase';
import { scheduleAnalyze } from './db/pgliteAnalyze';
import { syncOperations } from './roles/syncOperations';
import type { ServerConfig } from './serverConfig';
import { loadVehicleCatalog } from './vehicles/loadVehicleCatalog';

// The server on an open database (main.ts opens it): product data, demo data, then the HTTP server until a signal.

export async function startServer(config: ServerConfig, database: OpenedDatabase): Promise<void> {
  // Product data every database needs, before the demo that refers to it.
  await loadVehicleCatalog(database.db);
  const demoLoaded = await loadDemoDataIfEmpty(database.db);
  const addedOperations = await syncOperations(database.db);
  const app = await buildApp({ db: database.db, config });
  if (demoLoaded) app.log.info('demo data loaded into the empty database');
  if (addedOperations.length > 0)
    app.log.info({ operations: addedOperations }, 'new operations added and granted to super-admins');

  const stopAnalyze = database.kind === 'pglite' ? scheduleAnalyze(database.db, app.log) : undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopAnalyze?.();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The background tasks run on their schedules from now until the app closes (CRON_RUNNER=off leaves them idle).
  if (cronRunnerEnabled()) app.cronRunner.start();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    {
      url: `http://${shownHost}:${config.port}/`,
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      demoLogins: DEMO_LOGINS.map((l) => `${l.email} / ${l.password} (${l.role})`),
    },
    `Консоль: http://${shownHost}:${config.port}/`,
  );
}
