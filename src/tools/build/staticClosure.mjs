// Read by two steps of the console's build (htmlEntry.mjs, preloadDynamicDeps.mjs).

/** The chunks a chunk needs before it runs: itself and its static imports, all the way down. */
export function staticClosure(bundle, fileName, into = new Set()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of bundle[fileName].imports) staticClosure(bundle, imported, into);
  return into;
}
