// `npm run test:e2e`: makes sure Chromium and its headless shell are there, builds the app, then runs Playwright against the built server
// on a throw-away database (the web server is started by the Playwright config).
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensureHeadlessShell } from './ensureChromium.mjs';

const executable = ensureChromium();
const shell = ensureHeadlessShell();
const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '--config',
    'tests/e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: executable, CHROMIUM_SHELL_PATH: shell },
  },
);
process.exit(run.status ?? 1);
