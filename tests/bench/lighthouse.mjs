// Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) against Debian's Chromium, for `npm run bench`.
// Not a test: it returns the figures, the bench prints them beside their goals.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

// src/shared/constants.ts STORAGE_KEY_AUTH (a .ts file Node cannot import here).
const STORAGE_KEY_AUTH = 'APP_Auth';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The token's expiry (exp, seconds) as epoch milliseconds, as the console's storedAuth.ts reads it. */
function expiresAt(token) {
  try {
    const payload = token.replace(/^Bearer\s+/i, '').split('.')[1];
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof exp === 'number') return exp * 1000;
  } catch {}
  return Date.now() + 3600_000;
}

/**
 * Puts the session where the console keeps it (localStorage, src/console/session/storedAuth.ts) without loading the
 * console: a same-origin JSON answer is enough to own the origin's storage. The HTTP cache is then emptied, so the
 * run still loads every script over the (simulated) slow network; Lighthouse is told not to wipe storage itself.
 * `warm` opens the page once instead and keeps the cache: a returning user's browser, which has the hashed scripts.
 */
async function seedSession(port, url, token, warm) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/v1/health', url).href);
    await page.evaluate(
      (key, value) => localStorage.setItem(key, value),
      STORAGE_KEY_AUTH,
      JSON.stringify({ token, expiresAt: expiresAt(token) }),
    );
    if (warm) {
      // At most two connections open: socket.io keeps one (or a long poll) open as long as the page is.
      await page.goto(url, { waitUntil: 'networkidle2' });
    } else {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    browser.disconnect();
  }
}

/**
 * Lighthouse's performance, accessibility and best-practices scores (0..1) and the main paint timings (ms) of one
 * page. With `token` (the x-authorization header of POST /v1/users/auth) the page is opened signed in; `warm` (with a
 * token) keeps the scripts of a first opening in the cache. `throttling` changes some of the mobile defaults' simulated
 * network and CPU (Lighthouse's `defaultSettings.throttling`: cpuSlowdownMultiplier, throughputKbps, rttMs).
 */
export async function lighthouseScores(url, { token, warm = false, throttling = {} } = {}) {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (token) await seedSession(chrome.port, url, token, warm);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttling: { ...defaultSettings.throttling, ...throttling },
      // The seeded session must survive, and so must a warm run's cache (a cold run's was emptied by seedSession).
      disableStorageReset: Boolean(token),
    });
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score,
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      /** Where the page ended: a signed-in run that shows /login means the session was not taken. */
      finalUrl: result.lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}
