import { defaultMigrationsFolder, openDatabase } from './db/openDatabase';
import { preparePgliteTemplate } from './db/pgliteTemplate';
import { loadConfig } from './serverConfig';

// The process entry (dist/server/main.js): settings and the database first, then the rest (serverStart.ts). The
// database opens while the rest of the server's modules load: PGlite compiles its WebAssembly off the main thread,
// so the two overlap instead of adding up.

async function main() {
  // The build's last step: the empty database new data folders start from.
  if (process.argv.includes('--prepare-database')) {
    console.log(`prepared: ${await preparePgliteTemplate(defaultMigrationsFolder())}`);
    return;
  }
  const config = loadConfig();
  const [database, { startServer }] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    import('./serverStart'),
  ]);
  await startServer(config, database);
}

main().catch((error) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
