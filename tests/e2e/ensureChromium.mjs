// The browser tests drive the system Chromium. When it is missing, install it: Debian's packages where we are root,
// Playwright's own download otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell: the same engine without the desktop browser around it. The flows ran
 * about a fifth faster in it on the 2-core machine. It denies notifications outright, so the push spec keeps the
 * full browser (playwright.config.ts).
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function aptInstall(packages) {
  console.log(`Устанавливаю ${packages.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/** The full browser's executable ('' means Playwright's default). */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  if (isRoot()) {
    aptInstall(['chromium', 'chromium-headless-shell']);
    if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  }
  console.log('Устанавливаю Chromium через Playwright…');
  execFileSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], { stdio: 'inherit' });
  return '';
}

/** The headless shell's executable when there is one (installed here if we may), else the full browser's. */
export function ensureHeadlessShell() {
  const full = ensureChromium();
  if (process.env.CHROMIUM_SHELL_PATH && existsSync(process.env.CHROMIUM_SHELL_PATH)) {
    return process.env.CHROMIUM_SHELL_PATH;
  }
  if (full !== SYSTEM_CHROMIUM) return full;
  if (!existsSync(SYSTEM_HEADLESS_SHELL) && isRoot()) aptInstall(['chromium-headless-shell']);
  return existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : full;
}
