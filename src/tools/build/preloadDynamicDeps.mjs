import { staticClosure } from './staticClosure.mjs';

/**
 * Declared in each chunk that loads others on demand: the names of the chunks its imports need (without './' and
 * '.js'), once each, and a function that adds a modulepreload link per chunk, given their places in that list.
 */
const preloadHelper = (names) =>
  `const __chunkNames=${JSON.stringify(names)};` +
  'const __preloadChunks=(ids)=>{for(const id of ids){' +
  'const href=new URL("./"+__chunkNames[id]+".js",import.meta.url).href;' +
  'if(__preloadChunks.seen.has(href))continue;__preloadChunks.seen.add(href);' +
  'const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}};' +
  '__preloadChunks.seen=new Set();';

/**
 * A chunk loaded on demand (a screen, a dialog) needs chunks of its own, and those theirs: the browser finds each
 * level only once the one above has arrived and been parsed, one round trip after another on a phone's network (the
 * dashboard: its chunk, then ten, then five more). Each `import("./X.js")` is rewritten to preload, at the same
 * moment, every chunk X needs all the way down that the importing chunk does not already have.
 */
export function preloadDynamicDeps() {
  return {
    name: 'preload-dynamic-deps',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.dynamicImports.length === 0) continue;
        const loaded = staticClosure(bundle, chunk.fileName);
        const dir = chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1);
        const names = [];
        const place = (file) => {
          const name = file.slice(dir.length, -'.js'.length);
          if (!names.includes(name)) names.push(name);
          return names.indexOf(name);
        };
        chunk.code = chunk.code.replace(/import\("\.\/([^"]+)"\)/g, (call, name) => {
          const target = `${dir}${name}`;
          if (!chunk.dynamicImports.includes(target)) return call;
          const needed = [...staticClosure(bundle, target)].filter((f) => f !== target && !loaded.has(f));
          if (needed.length === 0) return call;
          // In ascending order, the lists of the different imports share more runs: they compress better.
          return `(__preloadChunks([${needed.map(place).sort((a, b) => a - b)}]),${call})`;
        });
        if (names.length > 0) chunk.code = `${preloadHelper(names)}${chunk.code}`;
      }
    },
  };
}
