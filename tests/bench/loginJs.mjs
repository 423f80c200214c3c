// The JavaScript the login page loads, for `npm run bench`: every script Chromium fetches for /login until the
// form is shown and the network is idle, each gzipped on its own (as a server would send it), summed.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../e2e/ensureChromium.mjs';

/** { total: gzip bytes, files: scripts loaded, scripts: [{ path, gzip }] } of `${baseUrl}/login`. */
export async function loginPageJs(baseUrl) {
  const executablePath = ensureChromium() || undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const bodies = new Map();
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      // The body as served (decoded), so the figure does not depend on where the build lies on disk.
      bodies.set(new URL(r.url()).pathname, r.body());
    });
    await page.goto(`${baseUrl}/login`);
    // The form first: on a busy machine parsing the entry can outlast networkidle's 500 ms, before the lazy
    // chunks are even asked for. Then whatever the page still fetches after painting.
    await page.getByRole('button', { name: 'Войти' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const scripts = [];
    for (const [path, body] of bodies) scripts.push({ path, gzip: gzipSync(await body).length });
    scripts.sort((a, b) => b.gzip - a.gzip);
    return { total: scripts.reduce((sum, s) => sum + s.gzip, 0), files: scripts.length, scripts };
  } finally {
    await browser.close();
  }
}
