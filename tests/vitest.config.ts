import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One config, five projects: `npm run test:model` and `npm run test:server` pick one by name.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    globals: true,
    // Vitest's default is one worker less than the cores: on the 2-core CI machine that is one, and the suite ran
    // serially. Two workers use both cores (the server project keeps its single worker below).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'shared', include: ['tests/shared/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'model', include: ['tests/machines/**/*.model.test.ts'], environment: 'node' } },
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
          hookTimeout: 120_000,
          // PGlite costs ~1 GB and seconds to start: one worker, one migrated database shared by the files.
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          // Files share the worker's modules, so they share its one database (tests/server/buildTestApp.ts).
          isolate: false,
          // A project with its own worker count runs as a group of its own: after the others.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['tests/console/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/console/setup.ts'],
          // A ceiling, not a timing: a form test that types with userEvent takes seconds on a busy 2-core machine,
          // and the 5 s default failed such tests there (they wait on events, never on time).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
