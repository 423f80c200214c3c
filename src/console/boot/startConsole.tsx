import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installHistoryGuard } from '../components/historyGuard';
import { installNativeSubmitGuard } from '../components/nativeSubmitGuard';
import { consoleElement } from './consoleElement';

function install() {
  // Before the router subscribes to popstate: a dirty form hears Back first (historyGuard.ts).
  installHistoryGuard();
  installNativeSubmitGuard();
}

/** Draws the console into an empty root. A transition lets React yield to the browser while it draws. */
export function renderConsole(root: HTMLElement) {
  install();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(consoleElement()));
}

/** Takes over the login page the build prerendered into the root (boot/prerenderLogin.tsx), keeping what was typed. */
export function hydrateConsole(root: HTMLElement) {
  install();
  hydrateRoot(root, consoleElement());
}
