// Start-up on the embedded database: the first start (migrations and demo data into an empty folder) and a warm
// start (the same folder again), each until /v1/health answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './serverProcess.mjs';

export async function startup(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const first = await startServer({ port, dataDir });
    await first.stop();
    const warm = await startServer({ port, dataDir });
    await warm.stop();
    return { firstMs: first.readyMs, warmMs: warm.readyMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
