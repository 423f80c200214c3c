// `npm start`: builds the console and the server when the sources are newer than the build, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const stamp = join(root, 'dist/server/main.js');
const inputs = ['src', 'machines', 'index.html', 'rollup.config.mjs', 'package.json'];

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newest(join(path, f))), st.mtimeMs);
}

const built = existsSync(stamp) && existsSync(join(root, 'dist/console/index.html')) ? statSync(stamp).mtimeMs : 0;
const changed = inputs.filter((p) => existsSync(join(root, p))).some((p) => newest(join(root, p)) > built);
if (!built || changed) {
  console.log('Сборка консоли и сервера…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', stamp], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
