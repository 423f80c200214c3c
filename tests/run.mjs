// `npm test`: the lint and format gate and the types (side by side: neither fills both cores), the unit, machine and
// server suites, then the browser tests, stopping at the first that fails. The whole run's duration is kept in
// tests/bench/last-test-run.json, which `npm run bench` prints beside its goal.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const run = (script) =>
  new Promise((resolve) => {
    spawn('npm', ['run', script], { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1));
  });

const started = Date.now();
for (const step of [['lint', 'typecheck'], ['test:unit'], ['test:e2e']]) {
  const failed = (await Promise.all(step.map(run))).find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
const seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(
  new URL('bench/last-test-run.json', import.meta.url),
  `${JSON.stringify({ finishedAt: new Date().toISOString(), seconds, cpus: cpus().length }, null, 2)}\n`,
);
console.log(`npm test: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
