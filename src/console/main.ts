// The entry: small, so that the login page a phone opens first runs almost no script. The build prerenders /login
// (boot/prerenderLogin.tsx): the form is painted from the HTML, typed into and submitted before the console's
// scripts have arrived; they load on the first touch, key or input, and React then takes the form over. Every other
// page loads the console at once.

import { prepareDateTimeFormat } from '../shared/dateTimeText';
import { holdSubmit, reactHasTheForm } from './boot/loginHandoff';
import { prefetchDashboardOffers } from './boot/offersPrefetch';
import { LOGIN_BACKGROUNDS, pageBackground } from './screens/auth/loginBackgrounds';
import { prefetchSession } from './session/sessionPrefetch';
import { readStoredAuth } from './session/storedAuth';

const LOAD_FAILED = 'Не удалось загрузить страницу: проверьте соединение и попробуйте ещё раз';
const root = document.getElementById('root') as HTMLElement;

if (root.dataset.prerendered === 'login' && !readStoredAuth()) {
  takeOverLoginOnDemand(root);
} else {
  // A stored session is checked first (a spinner, not the login), so the prerendered form is not React's to keep.
  // Its calls go out now, beside the console's scripts rather than after them, and so does the dashboard's first.
  prefetchDashboardOffers(prefetchSession(readStoredAuth()), window.location.pathname);
  root.replaceChildren();
  import('./boot/startConsole').then(
    (m) => m.renderConsole(root),
    () => showLoadFailure(root),
  );
  // The first Intl formatter loads the browser's time-zone data (about 20 ms, 80 on a slow phone): done now, while
  // the scripts are on their way and the page shows nothing, not in the middle of drawing the first tables.
  prepareDateTimeFormat();
}

function takeOverLoginOnDemand(root: HTMLElement) {
  const frame = root.querySelector<HTMLElement>('[data-background]');
  if (frame) {
    frame.style.background = LOGIN_BACKGROUNDS[pageBackground];
    frame.dataset.background = String(pageBackground);
  }
  // The form's inputs are focused on arrival (autofocus), so focus alone is not a sign of use.
  const triggers = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    import('./boot/startConsole').then(
      (m) => {
        for (const type of triggers) root.removeEventListener(type, load, true);
        root.querySelector('[data-load-failure]')?.remove(); // not React's: it would not match the prerendered page
        m.hydrateConsole(root);
      },
      () => {
        loading = false; // the next touch tries again
        showLoadFailure(root);
      },
    );
  };
  for (const type of triggers) root.addEventListener(type, load, { capture: true, passive: true });
  // As on the login page once React has it: Enter in the e-mail moves to the password rather than submitting.
  root.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || !target.matches('input[type="email"]') || reactHasTheForm()) return;
      event.preventDefault();
      root.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
    },
    true,
  );
  // A native submit would send the form to the address bar: it is held until the login page takes it over.
  root.addEventListener(
    'submit',
    (event) => {
      if (!holdSubmit()) return;
      event.preventDefault();
      load();
    },
    true,
  );
}

function showLoadFailure(root: HTMLElement) {
  if (root.querySelector('[data-load-failure]')) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.dataset.loadFailure = '';
  message.textContent = LOAD_FAILED;
  message.style.cssText = 'color:#b91c1c;text-align:center;margin-top:12px';
  const form = root.querySelector('form');
  if (form) form.after(message);
  else root.append(message);
}
