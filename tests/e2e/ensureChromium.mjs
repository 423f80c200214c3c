// The browser tests drive the system Chromium. When it is missing, install it: Debian's package where we are root,
// Playwright's own download otherwise. Prints the executable path to use ('' means Playwright's default).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root) {
    console.log('Chromium не найден: устанавливаю пакет chromium (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (r.status === 0 && existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  }
  console.log('Устанавливаю Chromium через Playwright…');
  execFileSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], { stdio: 'inherit' });
  return '';
}
