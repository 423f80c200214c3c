// The entry (src/console/main.ts) on the prerendered login page: the form works before the console's scripts are
// there, and they load on the first use of the form, not before.
import { STORAGE_KEY_AUTH } from '../../../src/shared/constants';
import { spyOnDateTimeFormats } from '../../shared/dateTimeFormatSpy';

const START = '../../../src/console/boot/startConsole';
const hydrateConsole = vi.fn();
const renderConsole = vi.fn();

function prerenderedLogin() {
  document.body.innerHTML = `<div id="root" data-prerendered="login"><main data-background="0" style="background:red">
    <form noValidate><input name="username" type="email"><input name="password" type="password">
    <button type="submit">Войти</button></form></main></div>`;
  return document.getElementById('root') as HTMLElement;
}

async function boot(start: () => Record<string, unknown> = () => ({ hydrateConsole, renderConsole })) {
  vi.resetModules();
  vi.doMock(START, () => start());
  await import('../../../src/console/main');
  return {
    background: await import('../../../src/console/screens/auth/loginBackgrounds'),
    handoff: await import('../../../src/console/boot/loginHandoff'),
  };
}

beforeEach(() => {
  hydrateConsole.mockReset();
  renderConsole.mockReset();
  localStorage.clear();
});

describe('the entry on the prerendered login page', () => {
  it('loads nothing until the form is used, then hands the page to React', async () => {
    const root = prerenderedLogin();
    const { background } = await boot();
    const frame = root.querySelector('main') as HTMLElement;
    // The page load's own background, the one the login page will draw.
    expect(frame.dataset.background).toBe(String(background.pageBackground));
    expect(frame.style.background).not.toBe('red');

    root.querySelector('input')?.focus(); // as autofocus does on arrival
    await vi.dynamicImportSettled();
    expect(hydrateConsole).not.toHaveBeenCalled();
    expect(renderConsole).not.toHaveBeenCalled();

    root.querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await vi.waitFor(() => expect(hydrateConsole).toHaveBeenCalledWith(root));
    expect(root.querySelector('form')).not.toBeNull(); // React takes the same nodes over
  });

  it('holds a submit made before React is there, for the login page to make again', async () => {
    const root = prerenderedLogin();
    const { handoff } = await boot();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // not sent to the address bar
    await vi.waitFor(() => expect(hydrateConsole).toHaveBeenCalledTimes(1));
    expect(handoff.takeOver()).toBe(true);
    // Once the page is React's, a submit is its business: nothing is held any more.
    expect(handoff.holdSubmit()).toBe(false);
  });

  it('moves from the e-mail to the password on Enter, as the login page does', async () => {
    const root = prerenderedLogin();
    await boot();
    const email = root.querySelector('input[type="email"]') as HTMLInputElement;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    email.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(root.querySelector('input[type="password"]'));
  });

  it('says so when the console cannot be loaded, and tries again on the next touch', async () => {
    const root = prerenderedLogin();
    let attempts = 0;
    await boot(() => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { hydrateConsole, renderConsole };
    });
    root.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(await vi.waitFor(() => root.querySelector('[role="alert"]') ?? Promise.reject())).toHaveTextContent(
      'Не удалось загрузить страницу: проверьте соединение и попробуйте ещё раз',
    );
    root.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(hydrateConsole).toHaveBeenCalledWith(root));
    expect(root.querySelector('[role="alert"]')).toBeNull(); // not React's: removed before it takes over
  });

  it('draws the console at once where a stored session is to be checked', async () => {
    localStorage.setItem(STORAGE_KEY_AUTH, JSON.stringify({ token: 'Bearer x', expiresAt: Date.now() + 60_000 }));
    const root = prerenderedLogin();
    await boot();
    await vi.waitFor(() => expect(renderConsole).toHaveBeenCalledWith(root));
    expect(root.childElementCount).toBe(0);
    expect(hydrateConsole).not.toHaveBeenCalled();
  });

  it('makes the Moscow date formatter while a signed-in page waits for its scripts, and the login page does not', async () => {
    const { zones, restore } = spyOnDateTimeFormats();
    try {
      prerenderedLogin();
      await boot();
      expect(zones).toEqual([]);

      localStorage.setItem(STORAGE_KEY_AUTH, JSON.stringify({ token: 'Bearer x', expiresAt: Date.now() + 60_000 }));
      prerenderedLogin();
      await boot();
      expect(zones).toEqual(['Europe/Moscow']);
      // The dashboard's tables then take that one (the module the entry warmed is the one they import).
      const { formatDateTime } = await import('../../../src/shared/dateTimeText');
      expect(formatDateTime(0)).toBe('01.01.1970 03:00');
      expect(zones).toEqual(['Europe/Moscow']);
    } finally {
      restore();
    }
  });
});
