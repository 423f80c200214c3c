// Two bundles: the console for the browser (code-split per screen, minified, hashed) and the server (our code in
// one file; node_modules stay external because PGlite loads its WASM next to its own module). Building the server also
// prepares the empty database new data folders start from.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, gzip as gzipCallback, constants as zlib } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';

const production = !process.env.ROLLUP_WATCH;
const extensions = ['.mjs', '.js', '.ts', '.tsx', '.json'];
const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);
// rollup-plugin-esbuild's own resolveId defeats tree-shaking and drags Node code into the browser, so it is switched
// off and node-resolve resolves instead.
const ts = (opts) => ({
  ...esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', ...opts }),
  resolveId: undefined,
});

/** The chunks a chunk needs before it runs: itself and its static imports, all the way down. */
function staticClosure(bundle, fileName, into = new Set()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of bundle[fileName].imports) staticClosure(bundle, imported, into);
  return into;
}

/** The chunk holding `moduleSuffix` that one of `chunks` imports on demand; the build fails when there is none. */
function dynamicChunk(bundle, chunks, moduleSuffix) {
  for (const from of chunks) {
    const found = bundle[from].dynamicImports.find((f) => bundle[f].moduleIds.some((id) => id.endsWith(moduleSuffix)));
    if (found) return found;
  }
  throw new Error(`html-entry: no chunk imports ${moduleSuffix} on demand any more`);
}

/**
 * Writes dist/console/index.html from the top-level template with the entry chunk linked, and the console's start
 * (boot/startConsole.tsx, which the entry imports on demand) preloaded beside it: every page but the login needs it
 * at once. So do the signed-in shell (routes/SignedInArea.tsx) and the session's sign-in API, which the start would
 * only ask for once it runs, one round trip after another on a phone's network. The login page (login.html,
 * written by the prerender build below) preloads nothing.
 */
function htmlEntry() {
  return {
    name: 'html-entry',
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const start = entry.dynamicImports.find((f) =>
        bundle[f].moduleIds.some((id) => id.endsWith('boot/startConsole.tsx')),
      );
      if (!start) throw new Error('html-entry: the entry no longer imports boot/startConsole.tsx');
      const needed = staticClosure(bundle, start, staticClosure(bundle, entry.fileName));
      for (const suffix of ['routes/SignedInArea.tsx', 'api/authApi.ts'])
        staticClosure(bundle, dynamicChunk(bundle, [...needed], suffix), needed);
      needed.delete(entry.fileName); // linked as the script itself
      const preloads = [...needed]
        .map((f) => `<link rel="modulepreload" href="/${f}" data-console-start>`)
        .join('\n    ');
      const html = readFileSync('index.html', 'utf8')
        .replace('</head>', `    ${preloads}\n  </head>`)
        .replace(
          '<!-- rollup injects the entry script here -->',
          `<script type="module" id="console-entry" src="/${entry.fileName}"></script>`,
        );
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

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
function preloadDynamicDeps() {
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

/** A .br and a .gz beside a file (precompress below, and the prerendered login page). */
async function writeCompressed(path, source) {
  const [gz, br] = await Promise.all([
    gzip(source, { level: 9 }),
    brotliCompress(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
}

/**
 * Writes a .br and a .gz beside every script and page of the bundle, once, at build time: the server sends them to
 * browsers that accept them (@fastify/static preCompressed, src/server/plugins/consoleStatic.ts). Lighthouse counts
 * uncompressed scripts against a phone on a slow network.
 */
function precompress() {
  return {
    name: 'precompress',
    // zlib's asynchronous calls run on libuv's threads: the files are compressed on every core at once.
    async writeBundle({ dir }, bundle) {
      const files = Object.values(bundle).filter((file) => /\.(js|html)$/.test(file.fileName));
      await Promise.all(
        files.map((file) =>
          writeCompressed(join(dir, file.fileName), Buffer.from(file.type === 'chunk' ? file.code : file.source)),
        ),
      );
    },
  };
}

/**
 * Chakra's createSystem draws its global CSS (the reset, the page's base and a custom property per theme token, 35 KB)
 * on every start, and its provider hands it to Emotion to parse again: about a third of the console's first script's
 * run on a phone. It is the same every time: the browser's bundle skips it, and the page carries the CSS the build
 * drew once, the prerender's, in its head (write-prerendered-pages below).
 */
function chakraGlobalCssAtBuild() {
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

/** Hashed chunks of earlier builds would pile up: start each production build from an empty folder. */
function cleanOutput(dir) {
  return {
    name: 'clean-output',
    buildStart: () => (production ? rmSync(dir, { recursive: true, force: true }) : undefined),
  };
}

// npm installs packages as folders, not links: without this, resolving each of the thousands of imports asked the
// file system for the real path of every folder on its way (a fifth of the build's time).
const preserveSymlinks = true;

const console = {
  input: 'src/console/main.ts',
  preserveSymlinks,
  output: {
    dir: 'dist/console',
    format: 'es',
    entryFileNames: production ? 'assets/[name]-[hash].js' : 'assets/[name].js',
    chunkFileNames: production ? 'assets/[name]-[hash].js' : 'assets/[name].js',
    sourcemap: !production,
  },
  plugins: [
    cleanOutput('dist/console'),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    nodeResolve({ browser: true, extensions, exportConditions: ['browser', 'module', 'import', 'default'] }),
    commonjs(),
    json(),
    ts({ minify: production }),
    production && chakraGlobalCssAtBuild(),
    htmlEntry(),
    preloadDynamicDeps(),
    production && precompress(),
  ],
  onwarn(warning, warn) {
    // 'use client' directives (Chakra, framer-motion) and zod's misplaced pure annotations mean nothing here.
    if (['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR', 'INVALID_ANNOTATION'].includes(warning.code)) return;
    warn(warning);
  },
};

// The push service worker (src/console/push/serviceWorker.ts): a classic script at the site root, so its scope is '/'.
// Not hashed: the browser finds it again by its URL. Built after the console, whose build empties dist/console.
const serviceWorker = {
  input: 'src/console/push/serviceWorker.ts',
  preserveSymlinks,
  output: { file: 'dist/console/sw.js', format: 'iife', sourcemap: !production },
  plugins: [ts({ minify: production })],
};

/**
 * Writes dist/console/login.html: index.html with the console drawn at /login inside its root (boot/prerenderLogin.tsx,
 * built for Node into .tmp/prerender and run here) and without the preloads, so that a phone paints the form from
 * the HTML and loads the console's scripts only once the form is used (src/console/main.ts). index.html takes the
 * prerender's global styles: Chakra's, which the browser's bundle no longer draws (chakra-global-css-at-build).
 */
function writePrerenderedPages() {
  return {
    name: 'write-prerendered-pages',
    async writeBundle({ dir }, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const { prerenderLogin } = await import(`${pathToFileURL(join(dir, entry.fileName)).href}?${Date.now()}`);
      const { globalStyles, styles, markup } = await prerenderLogin();
      if (!globalStyles.includes('--chakra-colors-'))
        throw new Error('write-prerendered-pages: no Chakra tokens drawn');
      const index = readFileSync('dist/console/index.html', 'utf8').replace('</head>', `  ${globalStyles}\n  </head>`);
      const login = index
        .replace(/\s*<link rel="modulepreload"[^>]*data-console-start>/g, '')
        // The card is centred: painted half-parsed it would grow and shift. Chromium waits for the entry script's
        // tag, parsed after the whole form, before its first paint (blocking=render; others ignore it).
        .replace('</head>', `  ${styles}\n    <link rel="expect" href="#console-entry" blocking="render">\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="login">${markup}</div>`);
      if (!login.includes('data-prerendered')) throw new Error('write-prerendered-pages: no root in index.html');
      for (const [file, page] of [
        ['index.html', index],
        ['login.html', login],
      ]) {
        writeFileSync(`dist/console/${file}`, page);
        if (production) await writeCompressed(`dist/console/${file}`, Buffer.from(page));
      }
    },
  };
}

const loginPage = {
  input: 'src/console/boot/prerenderLogin.tsx',
  preserveSymlinks,
  output: { dir: '.tmp/prerender', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
  // React, Chakra and the rest load from node_modules as Node resolves them, not bundled.
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  plugins: [
    cleanOutput('.tmp/prerender'),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ extensions, preferBuiltins: true }),
    json(),
    ts({ minify: false, platform: 'node' }),
    writePrerenderedPages(),
  ],
  onwarn: console.onwarn,
};

const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
/** Once the server is written: the empty migrated database a new data folder starts from (db/pgliteTemplate.ts). */
function prepareDatabase() {
  return {
    name: 'prepare-database',
    writeBundle({ dir }) {
      if (process.env.ROLLUP_WATCH) return;
      const run = spawnSync(process.execPath, [join(dir, 'main.js'), '--prepare-database'], { stdio: 'inherit' });
      if (run.status !== 0) this.error('the embedded database could not be prepared');
    },
  };
}

const server = {
  input: 'src/server/main.ts',
  preserveSymlinks,
  // main.js loads the rest (serverStart.ts) as a chunk of its own, while the database opens.
  output: {
    dir: 'dist/server',
    entryFileNames: 'main.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    format: 'es',
    sourcemap: true,
  },
  external: (id) => nodeBuiltins.has(id) || (!id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0')),
  plugins: [
    cleanOutput('dist/server'),
    nodeResolve({ extensions, preferBuiltins: true }),
    json(),
    ts({ minify: false, platform: 'node' }),
    prepareDatabase(),
  ],
};

export default [console, serviceWorker, loginPage, server];
