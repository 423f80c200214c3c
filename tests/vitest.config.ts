import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One config, five projects: `npm run test:model` and `npm run test:server` pick one by name.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    globals: true,
    // Vitest's default is one worker less than the cores: on the 2-core CI machine that is one, and the suite ran
    // serially. Two workers use both cores, for every project alike.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['tests/shared/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'model',
          // A screen's model suite (a file of its own under tests/console, run in jsdom) counts here too.
          include: [
            'tests/machines/**/*.model.test.ts',
            'tests/model/**/*.test.ts',
            'tests/console/**/*.model.test.tsx',
          ],
          environment: 'node',
          // Each file hands its share of the charts' coverage to the report the global setup writes at the end.
          setupFiles: ['tests/model/coverageSetup.ts'],
          globalSetup: ['tests/model/coverageReport.ts'],
          // The console's ceiling, for the screens' model suites that type and click (see the console project).
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          exclude: ['tests/machines/**/*.model.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 240_000,
          // One migrated database per worker (PGlite in memory, or a database of its own on DATABASE_URL's server),
          // shared by the files that worker runs: they keep the worker's modules (tests/server/buildTestApp.ts).
          pool: 'forks',
          isolate: false,
          globalSetup: ['tests/server/prepareDatabase.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['tests/console/**/*.test.{ts,tsx}'],
          exclude: ['tests/console/**/*.model.test.tsx'],
          environment: 'jsdom',
          // One jsdom and one load of React and Chakra per worker, not per file: the project took 10 minutes of CPU,
          // half of it loading them again for each of its 128 files. freshModules.ts gives each file what an
          // isolated one would find (its own modules and mocks, a clean page).
          isolate: false,
          setupFiles: ['tests/console/freshModules.ts', 'tests/console/setup.ts'],
          // A ceiling that only a hung test reaches, not a timing: a form test that types with userEvent takes up to
          // 30 s on a 2-core machine running two suites at once (they wait on events, never on time). One ceiling
          // for every file, none of their own.
          testTimeout: 120_000,
        },
      },
    ],
  },
});
