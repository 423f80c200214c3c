// `npm run dev`: rollup in watch mode; the server restarts whenever its bundle is rebuilt, the console is simply
// rebuilt (reload the page).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { watch } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';

const root = new URL('../..', import.meta.url).pathname;
process.env.ROLLUP_WATCH = 'true';
const { options, warnings } = await loadConfigFile(join(root, 'rollup.config.mjs'), {});
warnings.flush();
let server = null;
function restart() {
  if (server) server.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/server/main.js')], {
    cwd: root,
    stdio: 'inherit',
  });
}
const watcher = watch(options.map((o) => ({ ...o, watch: { clearScreen: false } })));
// Rollup names a watch event by `code` (START, BUNDLE_START, BUNDLE_END, END, ERROR).
watcher.on('event', (e) => {
  if (e.code === 'BUNDLE_END') {
    console.log(`собрано: ${e.input} за ${e.duration} мс`);
    if (String(e.input).includes('src/server')) restart();
    e.result.close();
  } else if (e.code === 'ERROR') console.error(e.error.message);
});
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    server?.kill(sig);
    void watcher.close();
    process.exit(0);
  });
