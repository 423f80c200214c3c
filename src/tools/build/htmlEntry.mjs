import { readFileSync } from 'node:fs';
import { staticClosure } from './staticClosure.mjs';

/** The chunk holding `moduleSuffix` that one of `chunks` imports on demand; the build fails when there is none. */
function dynamicChunk(bundle, chunks, moduleSuffix) {
  for (const from of chunks) {
    const found = bundle[from].dynamicImports.find((f) => bundle[f].moduleIds.some((id) => id.endsWith(moduleSuffix)));
    if (found) return found;
  }
  throw new Error(`html-entry: no chunk imports ${moduleSuffix} on demand any more`);
}

/**
 * Writes dist/console/index.html from the top-level template with the entry chunk linked, and the console's start
 * (boot/startConsole.tsx, which the entry imports on demand) preloaded beside it: every page but the login needs it
 * at once. So do the signed-in shell (routes/SignedInArea.tsx) and the session's sign-in API, which the start would
 * only ask for once it runs, one round trip after another on a phone's network. The login page (login.html,
 * written by the prerender build in rollup.config.mjs) preloads nothing.
 */
export function htmlEntry() {
  return {
    name: 'html-entry',
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const start = dynamicChunk(bundle, [entry.fileName], 'boot/startConsole.tsx');
      const needed = staticClosure(bundle, start, staticClosure(bundle, entry.fileName));
      for (const suffix of ['routes/SignedInArea.tsx', 'api/authApi.ts'])
        staticClosure(bundle, dynamicChunk(bundle, [...needed], suffix), needed);
      needed.delete(entry.fileName); // linked as the script itself
      const preloads = [...needed]
        .map((f) => `<link rel="modulepreload" href="/${f}" data-console-start>`)
        .join('\n    ');
      const html = readFileSync('index.html', 'utf8')
        .replace('</head>', `    ${preloads}\n  </head>`)
        .replace(
          '<!-- rollup injects the entry script here -->',
          `<script type="module" id="console-entry" src="/${entry.fileName}"></script>`,
        );
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}
