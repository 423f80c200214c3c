// A 10 000-row list in Chromium: the workflow kit's table (/kit, local mode, virtualised body). Counts the rows in
// the DOM and times a filter change from 'Применить' to the next painted frame showing the filtered rows.
import { chromium } from '@playwright/test';
import { ensureChromium } from '../e2e/ensureChromium.mjs';

export async function bigTable(base, { username = 'admin@demo.ru', password = 'Admin12345' } = {}) {
  const browser = await chromium.launch({
    executablePath: ensureChromium() || undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail').fill(username);
    await page.getByLabel('Пароль').fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${base}/kit`);
    const rows = page.getByTestId('table-row');
    await rows.first().waitFor();
    const total = Number(await page.locator('[aria-rowcount]').getAttribute('aria-rowcount')) - 1;
    const domRows = await rows.count();
    await page.getByRole('button', { name: /^Фильтровать/ }).click();
    await page.getByTestId('filter-panel').getByRole('combobox').selectOption('Казань');
    // Timed inside the page: the click, React's update and the frame that shows it, none of the test's round trips.
    const repaintMs = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const grid = document.querySelector('[aria-rowcount]');
          const apply = [...document.querySelectorAll('[data-testid="filter-panel"] button')].find(
            (b) => b.textContent === 'Применить',
          );
          const started = performance.now();
          const filtered = () =>
            grid.getAttribute('aria-rowcount') !== String(10_001) &&
            [...document.querySelectorAll('[data-testid="table-row"]')].every((r) => r.textContent.includes('Казань'));
          const observer = new MutationObserver(() => {
            if (!filtered()) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
          setTimeout(() => reject(new Error('the filter did not apply in 10 s')), 10_000);
          apply.click();
        }),
    );
    const filteredRows = Number(await page.locator('[aria-rowcount]').getAttribute('aria-rowcount')) - 1;
    return { total, domRows, repaintMs: Math.round(repaintMs), filteredRows, domRowsAfter: await rows.count() };
  } finally {
    await browser.close();
  }
}
