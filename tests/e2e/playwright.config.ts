import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3917);
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
/** The full browser, for what the headless shell does not do (notifications: it denies them without asking). */
const browserPath = process.env.CHROMIUM_PATH || undefined;
/** The headless shell, for everything else (ensureChromium.mjs). */
const shellPath = process.env.CHROMIUM_SHELL_PATH || browserPath;
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The two sweeps over every screen, a minute or more each: they start first, the short flows fill in around them. */
const SWEEPS = ['tablesFit.spec.ts', 'viewportFit.spec.ts'];
const NEEDS_FULL_BROWSER = ['push.spec.ts'];

export default defineConfig({
  testDir: '.',
  // Files are handed out in alphabetical order within a project, one project after the other: in one project the
  // sweeps came last, and one worker went on alone for a minute at the end of the run.
  projects: [
    { name: 'sweeps', testMatch: SWEEPS },
    { name: 'flows', testMatch: '*.spec.ts', testIgnore: [...SWEEPS, ...NEEDS_FULL_BROWSER] },
    { name: 'browser', testMatch: NEEDS_FULL_BROWSER, use: { launchOptions: { executablePath: browserPath, args } } },
  ],
  // Two spec files at a time, one per core (a file's tests keep their order): the browser and the server of one
  // worker left a core idle much of the time, and the run took twice as long. Specs make their own data (unique
  // phones, names and plates), so two of them share the demo database without meeting.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    viewport: { width: 1400, height: 900 },
    launchOptions: { executablePath: shellPath, args },
  },
  webServer: {
    command: 'node dist/server/main.js',
    cwd: join(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      CRON_RUNNER: 'off',
    },
  },
});
