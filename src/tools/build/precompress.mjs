import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, gzip as gzipCallback, constants as zlib } from 'node:zlib';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

/** A .br and a .gz beside a file (precompress below, and the prerendered pages in rollup.config.mjs). */
export async function writeCompressed(path, source) {
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
export function precompress() {
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
