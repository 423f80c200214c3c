// Two bundles: the console for the browser (code-split per screen, minified, hashed) and the server (our code in
// one file; node_modules stay external because PGlite loads its WASM next to its own module). Building the server also
// prepares the empty database new data folders start from.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { chakraGlobalCssAtBuild } from './src/tools/build/chakraGlobalCssAtBuild.mjs';
import { htmlEntry } from './src/tools/build/htmlEntry.mjs';
import { precompress, writeCompressed } from './src/tools/build/precompress.mjs';
import { preloadDynamicDeps } from './src/tools/build/preloadDynamicDeps.mjs';

const production = !process.env.ROLLUP_WATCH;
const extensions = ['.mjs', '.js', '.ts', '.tsx', '.json'];
// rollup-plugin-esbuild's own resolveId defeats tree-shaking and drags Node code into the browser, so it is switched
// off and node-resolve resolves instead.
const ts = (opts) => ({
  ...esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', ...opts }),
  resolveId: undefined,
});

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
    // Chunks under 2 KB (a hook, an API module, a small part shared by a few screens) go into a chunk loaded in the
    // same cases: 302 files become 215, and a screen waits on fewer round trips (the dashboard's first paint on a
    // phone's network came sooner in eight of nine alternating Lighthouse runs, by 0.23 s on average). At 4 KB the
    // login's scripts grew past 2.5 x React's; at 2 KB they grow 0.4 KB.
    experimentalMinChunkSize: 2048,
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
