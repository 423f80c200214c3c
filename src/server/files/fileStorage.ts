import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

// Order files on disk under the server's filesDir. Paths are made here from ids and random names only, never from
// what a user typed, and every stored path is checked to stay inside filesDir before it is touched.

/** A new relative path for a file of the order: 'orders/<orderId>/<uuid>'. */
export const newStoragePath = (orderId: number, name: string = randomUUID()) => `orders/${orderId}/${name}`;

/** The absolute path of a stored relative path; throws when it would leave filesDir. */
export function resolveStored(filesDir: string, storagePath: string): string {
  const root = resolve(filesDir);
  const full = resolve(root, storagePath);
  const rel = relative(root, full);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`storage path outside filesDir: ${storagePath}`);
  return full;
}

export async function writeStored(filesDir: string, storagePath: string, bytes: Uint8Array): Promise<void> {
  const full = resolveStored(filesDir, storagePath);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, bytes);
}

/** Writes bytes at an offset of an existing file (a chunk of a resumable upload; a repeated chunk overwrites). */
export async function writeStoredAt(filesDir: string, storagePath: string, offset: number, bytes: Uint8Array): Promise<void> {
  const handle = await open(resolveStored(filesDir, storagePath), 'r+');
  try {
    await handle.write(bytes, 0, bytes.length, offset);
  } finally {
    await handle.close();
  }
}

export const readStored = (filesDir: string, storagePath: string) => readFile(resolveStored(filesDir, storagePath));

/** The first bytes of a stored file, enough for the type check. */
export async function readStoredHead(filesDir: string, storagePath: string, length = 64): Promise<Uint8Array> {
  const handle = await open(resolveStored(filesDir, storagePath), 'r');
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Removes a stored file; a file already gone is no error. */
export const removeStored = (filesDir: string, storagePath: string) => rm(resolveStored(filesDir, storagePath), { force: true });

/** A name safe inside a zip or a Content-Disposition: no folders, no control characters. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean.slice(0, 255);
}
