import '@testing-library/jest-dom/vitest';

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
