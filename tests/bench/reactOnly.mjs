// The floor of the login-page figure: react + react-dom rendering one heading, bundled by rollup and minified by
// esbuild as the console is, gzipped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const root = new URL('../..', import.meta.url).pathname;

export async function reactOnlyGzip() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-react-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(
      entry,
      "import { createElement } from 'react'; import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Привет'));\n",
    );
    const bundle = await rollup({
      input: entry,
      plugins: [
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
        nodeResolve({ browser: true, rootDir: root, modulePaths: [join(root, 'node_modules')] }),
        commonjs(),
        { ...esbuild({ minify: true, target: 'es2022' }), resolveId: undefined },
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    return output.filter((c) => c.type === 'chunk').reduce((sum, c) => sum + gzipSync(c.code).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
