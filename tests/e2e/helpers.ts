import { expect, type Page } from '@playwright/test';
import { STORAGE_KEY_AUTH } from '../../src/shared/constants';

export const ADMIN = { email: 'admin@demo.ru', password: 'Admin12345' };
export const OPERATOR = { email: 'operator@demo.ru', password: 'Operator12345' };
export const DISPATCHER = { email: 'dispatch@demo.ru', password: 'Dispatch12345' };

export async function login(page: Page, who: { email: string; password: string }, path = '/login') {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('E-mail').press('Enter');
  await expect(page.getByLabel('Пароль')).toBeFocused();
  await page.getByLabel('Пароль').fill(who.password);
  await page.getByLabel('Пароль').press('Enter');
}

/**
 * Opens `path` signed in as `who`, and waits for the shell. The session is the one the login form would store (a
 * token from the login call, kept where the console keeps it), so the flows that are not about logging in do not
 * each pay for the login screen and the dashboard: the form itself is tested by the session and account specs.
 */
export async function signIn(page: Page, who: { email: string; password: string }, path = '/') {
  await storeSession(page, who);
  await page.goto(path);
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

/** Keeps a session of `who` where the console keeps it, as the login form would: the next page opens signed in. */
export async function storeSession(page: Page, who: { email: string; password: string }) {
  const token = await apiToken(page, who);
  const { exp } = JSON.parse(Buffer.from(token.replace(/^Bearer\s+/i, '').split('.')[1] ?? '', 'base64url').toString());
  // Any page of the origin gives access to its storage; the health check is the lightest.
  await page.goto('/v1/health');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [STORAGE_KEY_AUTH, JSON.stringify({ token, expiresAt: exp * 1000 })],
  );
}

/** A token for API calls made by the test itself (reading the outbox, inviting a user). */
export async function apiToken(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/v1/users/auth', { multipart: { username: who.email, password: who.password } });
  const token = res.headers()['x-authorization'];
  expect(token, 'login answers the token header').toBeTruthy();
  return token;
}

/**
 * Moves inside the running app as its menu does (wouter follows pushState), so a screen costs its own calls and its
 * chunk, not a page load. What the last screen showed is marked first (`data-left`), for a wait on the new one.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const el of document.querySelectorAll('main *')) el.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Chooses an item of an open menu as a hand does: the pointer rests on it (the menu highlights it) before the click.
 * Zag's menu selects the highlighted item; a click landing in the same frame as the move, on a busy machine, came
 * before React had drawn the highlight, and the menu stayed open with nothing chosen.
 */
export async function chooseMenuItem(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name, exact: true });
  await item.hover();
  await expect(item).toHaveAttribute('data-highlighted', '');
  await item.click();
}
