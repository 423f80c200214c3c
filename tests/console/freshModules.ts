import { cleanup } from '@testing-library/react';

// The console's files share one worker and one jsdom (the project is not isolated): the libraries (React, Chakra,
// jsdom) load once per worker instead of once per file, which was half of the project's time. Whatever a file may
// leave behind for the next one is put back here, before each file, as an isolated file would find it.

type ModuleNode = { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string> };
type WorkerState = { evaluatedModules: { idToModuleMap: Map<string, ModuleNode> } };

// The project's own modules are evaluated afresh, so a file's vi.mock reaches every module that imports the mocked
// one, and module-level state (actors, caches) starts empty; the libraries under node_modules stay loaded. This is
// what Vitest itself does between the files of an isolated worker (resetModules in vitest/dist), minus the libraries.
const state = (globalThis as unknown as { __vitest_worker__: WorkerState }).__vitest_worker__;
const thisFile = new URL(import.meta.url).pathname;
for (const [id, node] of state.evaluatedModules.idToModuleMap) {
  if (id.includes('/node_modules/') || id.includes(thisFile)) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
}
// The last file's vi.mock factories are dropped; this file's own are registered as it loads.
(globalThis as unknown as { __vitest_mocker__?: { reset(): void } }).__vitest_mocker__?.reset();

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  // A dialog's scroll lock writes the page's padding and data attributes on <html> and <body>; a file that ended with
  // one open leaves them.
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  // Zag (under Chakra's menus) counts a pointer move only when the position changed since the last pointer event
  // it saw, and user-event puts every pointer at (0, 0). Its listeners are installed once per window: in an isolated
  // file they came with the first menu, so a menu's first move counted; in a shared window the move onto a menu's
  // item follows the click on its trigger at the same point, does not count, and the item is never highlighted.
  // After each pointer release the position is moved away, as a real hand does.
  const marked = window as unknown as { pointerMovedAway?: true };
  if (!marked.pointerMovedAway) {
    marked.pointerMovedAway = true;
    window.addEventListener('pointerup', () =>
      document.dispatchEvent(new MouseEvent('pointermove', { clientX: -1, clientY: -1 })),
    );
  }
}

// Testing Library registers its afterEach(cleanup) when it is first imported: once per worker now, so once here.
afterEach(() => cleanup());
