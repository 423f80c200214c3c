import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from a start folder. The same code runs from source
 * (src/server under vitest or tsx) and from the bundle (dist/server/main.js), so no fixed relative path works
 * for both; ESM has no __dirname, hence import.meta.url.
 */
export function findProjectRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
