// The JavaScript the login page loads, for `npm run bench`: every script Chromium fetches for /login until the
// form is shown and the network is idle, each gzipped on its own (as a server would send it), summed; then the same
// once a key has been typed into the form, when the console's scripts arrive to take it over (src/console/main.ts).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../e2e/ensureChromium.mjs';

async function summed(bodies) {
  const scripts = [];
  for (const [path, body] of bodies) scripts.push({ path, gzip: gzipSync(await body).length });
  scripts.sort((a, b) => b.gzip - a.gzip);
  return { total: scripts.reduce((sum, s) => sum + s.gzip, 0), files: scripts.length, scripts };
}

/**
 * The scripts of `${baseUrl}/login` before the form is used (`painted`) and once it is in use (`inUse`), each
 * { total: gzip bytes, files: scripts loaded, scripts: [{ path, gzip }] }.
 */
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
    const painted = await summed(bodies);
    // A key in the e-mail: the console loads and React takes the form over, which it marks on the node.
    await page.getByLabel('E-mail').press('a');
    await page.waitForFunction(
      () => Object.keys(document.querySelector('form') ?? {}).some((key) => key.startsWith('__reactProps')),
      null,
      { timeout: 60_000 },
    );
    return { painted, inUse: await summed(bodies) };
  } finally {
    await browser.close();
  }
}
