// Two bundles: the console for the browser (code-split per screen, minified, hashed) and the server (our code in
// one file; node_modules stay external because PGlite loads its WASM next to its own module).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';

const production = !process.env.ROLLUP_WATCH;
const extensions = ['.mjs', '.js', '.ts', '.tsx', '.json'];
// rollup-plugin-esbuild's own resolveId defeats tree-shaking and drags Node code into the browser, so it is switched
// off and node-resolve resolves instead.
const ts = (opts) => ({
  ...esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', ...opts }),
  resolveId: undefined,
});

/** Writes dist/console/index.html from the top-level template with the entry chunk (and its imports) linked. */
function htmlEntry() {
  return {
    name: 'html-entry',
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const preloads = entry.imports.map((f) => `<link rel="modulepreload" href="/${f}">`).join('\n    ');
      const html = readFileSync('index.html', 'utf8')
        .replace('</head>', `    ${preloads}\n  </head>`)
        .replace(
          '<!-- rollup injects the entry script here -->',
          `<script type="module" src="/${entry.fileName}"></script>`,
        );
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

/**
 * Writes a .br and a .gz beside every script and page of the bundle, once, at build time: the server sends them to
 * browsers that accept them (@fastify/static preCompressed, src/server/plugins/consoleStatic.ts). Lighthouse counts
 * uncompressed scripts against a phone on a slow network.
 */
function precompress() {
  return {
    name: 'precompress',
    writeBundle({ dir }, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|html)$/.test(file.fileName)) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        const path = join(dir, file.fileName);
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** Hashed chunks of earlier builds would pile up in dist/console: start each production build from an empty folder. */
function cleanOutput(dir) {
  return {
    name: 'clean-output',
    buildStart: () => (production ? rmSync(dir, { recursive: true, force: true }) : undefined),
  };
}

const console = {
  input: 'src/console/main.tsx',
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
    htmlEntry(),
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
  output: { file: 'dist/console/sw.js', format: 'iife', sourcemap: !production },
  plugins: [ts({ minify: production })],
};

const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const server = {
  input: 'src/server/main.ts',
  output: { file: 'dist/server/main.js', format: 'es', sourcemap: true },
  external: (id) => nodeBuiltins.has(id) || (!id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0')),
  plugins: [nodeResolve({ extensions, preferBuiltins: true }), json(), ts({ minify: false, platform: 'node' })],
};

export default [console, serviceWorker, server];
