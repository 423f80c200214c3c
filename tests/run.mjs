// `npm test`: the lint and format gate, the types, the unit, machine and server suites, then the browser tests,
// stopping at the first that fails. The whole run's duration is kept in tests/bench/last-test-run.json, which
// `npm run bench` prints beside its goal.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const started = Date.now();
for (const script of ['lint', 'typecheck', 'test:unit', 'test:e2e']) {
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(
  new URL('bench/last-test-run.json', import.meta.url),
  `${JSON.stringify({ finishedAt: new Date().toISOString(), seconds, cpus: cpus().length }, null, 2)}\n`,
);
console.log(`npm test: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
