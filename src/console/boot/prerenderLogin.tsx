// Build time only, in Node (rollup.config.mjs, the write-prerendered-pages step): draws the console at /login, with no
// session, into HTML and Chakra's styles, so that the login page paints before any script has run. The browser's boot
// (main.ts) then hands the same tree to React, which takes the HTML over.
import { PassThrough } from 'node:stream';

/** The bits of a browser the console's modules touch while loading and drawing the login: an empty storage. */
function browserStandIns() {
  const memoryStorage = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  };
  // No `document`: Emotion draws its styles inline beside the elements only when it finds none.
  Object.assign(globalThis, {
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    location: { pathname: '/login', search: '', hash: '', href: 'http://localhost/login' },
  });
}

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/** The prerendered page in parts: the global style tags, those of its elements, and the root's markup. */
export type PrerenderedPage = { globalStyles: string; styles: string; markup: string };

/**
 * Emotion draws each element's style inline just before it; a phone then paints the card while it is still being
 * parsed, growing, and the page shifts. The styles go to the head instead, as Emotion's own server extraction puts
 * them: the global ones as they are (every page carries them: the browser's bundle does not draw Chakra's, see
 * src/tools/build/chakraGlobalCssAtBuild.mjs), the elements' ones in one tag that names them all, which the
 * browser's cache recognises as already inserted.
 */
function stylesToHead(html: string): PrerenderedPage {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  for (const [tag, names, css] of html.matchAll(EMOTION_STYLE)) {
    const [key, ...rest] = names.split(' ');
    if (key.endsWith('-global')) globals.push(tag);
    else {
      ids.push(...rest);
      rules.push(css);
    }
  }
  const elements = ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { globalStyles: globals.join(''), styles: elements, markup: html.replace(EMOTION_STYLE, '') };
}

/** The login page: its styles for the head and the markup the browser's root element will hold. */
export async function prerenderLogin(): Promise<PrerenderedPage> {
  browserStandIns();
  const [{ prerenderToNodeStream }, { consoleElement }] = await Promise.all([
    import('react-dom/static'),
    import('./consoleElement'),
  ]);
  // Waits for every lazy chunk (the login page's) to render before it answers.
  const { prelude } = await prerenderToNodeStream(consoleElement());
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return stylesToHead(Buffer.concat(chunks).toString('utf8'));
}
