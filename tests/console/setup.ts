import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for an event up to this ceiling. Testing Library's 1 s default is a timing: on a busy
// 2-core machine, with the suite's other workers running, a dialog took longer than that to appear, and with two
// suites running at once a typed form's answer took over 10 s.
configure({ asyncUtilTimeout: 30_000 });

// A file that runs in Node (`// @vitest-environment node`, the login prerender) has no window to patch.
if (typeof window !== 'undefined') {
  // jsdom has no matchMedia: components (useMediaQuery, Chakra) read it on mount. Report "no match".
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }

  // jsdom lacks the layout APIs Chakra / Ark touch while mounting dialogs, tabs, menus and scroll areas.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
}
