/**
 * The console is a single page: no form may ever submit natively (a GET to the current URL reloads the page and
 * loses what was typed). React handles every form's submit, except one dispatched while React commits: a select
 * removed while focused (options arriving remount it) fires focusout, conform answers with a validation
 * requestSubmit, and React's event system, paused during the commit, never sees it. This last listener on window
 * runs after React's and only stops the browser's default.
 */
export function installNativeSubmitGuard(target: Window = window) {
  target.addEventListener('submit', (event) => event.preventDefault());
}
