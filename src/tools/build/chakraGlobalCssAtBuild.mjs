/**
 * Chakra's createSystem draws its global CSS (the reset, the page's base and a custom property per theme token, 35 KB)
 * on every start, and its provider hands it to Emotion to parse again: about a third of the console's first script's
 * run on a phone. It is the same every time: the browser's bundle skips it, and the page carries the CSS the build
 * drew once, the prerender's, in its head (write-prerendered-pages, rollup.config.mjs).
 */
export function chakraGlobalCssAtBuild() {
  const SYSTEM = '@chakra-ui/react/dist/esm/styled-system/system.js';
  const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  let seen = false;
  return {
    name: 'chakra-global-css-at-build',
    transform(code, id) {
      if (!id.endsWith(SYSTEM)) return null;
      seen = true;
      if (code.split(EAGER).length !== 2)
        this.error(`chakra-global-css-at-build: ${SYSTEM} no longer reads "${EAGER}"`);
      return { code: code.replace(EAGER, 'const _global = [];'), map: null };
    },
    buildEnd(error) {
      if (!error && !seen) this.error(`chakra-global-css-at-build: the bundle no longer holds ${SYSTEM}`);
    },
  };
}
