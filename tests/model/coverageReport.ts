import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { globSync } from 'tinyglobby';
import type { TestProject } from 'vitest/node';
import { NOT_REPLAYED, UNREACHED } from './coverageGaps';

// The model project's global setup: gives the run a folder of its own for the files' shares (so runs side by side do
// not mix); after the run, adds up what every file's actors went through into tests/model/coverage.json (per chart: states, transition branches, replayed paths) and prints the
// table. Only a run of the whole model project writes the file and judges it: a chart under 100 % of its transitions
// fails the run unless tests/model/coverageGaps.ts names each branch left and why it is not reached, or lists the
// chart as not replayed yet.

interface Part {
  testFile: string;
  charts: {
    id: string;
    states: string[];
    transitions: string[];
    takenStates: string[];
    takenTransitions: string[];
    paths: number;
  }[];
}

const ROOT = join(import.meta.dirname, '../..');
const MODEL_FILES = [
  'tests/machines/**/*.model.test.ts',
  'tests/model/**/*.test.ts',
  'tests/console/**/*.model.test.tsx',
];

declare module 'vitest' {
  export interface ProvidedContext {
    modelCoverageDir: string;
  }
}

let partsDir = '';

export function setup(project: TestProject) {
  partsDir = mkdtempSync(join(tmpdir(), 'model-coverage-'));
  project.provide('modelCoverageDir', partsDir);
}

export function teardown() {
  if (!existsSync(partsDir)) return;
  const parts = readdirSync(partsDir).map((name) => JSON.parse(readFileSync(join(partsDir, name), 'utf8')) as Part);
  rmSync(partsDir, { recursive: true, force: true });
  const ran = new Set(parts.map((p) => relative(ROOT, p.testFile)));
  const all = globSync(MODEL_FILES, { cwd: ROOT });
  if (all.some((f) => !ran.has(f))) {
    process.stdout.write(`[model] coverage: ${ran.size} of ${all.length} model files ran; the report needs them all\n`);
    return;
  }

  const charts = new Map<
    string,
    { states: string[]; transitions: string[]; s: Set<string>; t: Set<string>; paths: number }
  >();
  for (const chart of parts.flatMap((p) => p.charts)) {
    const c = charts.get(chart.id) ?? { ...chart, s: new Set<string>(), t: new Set<string>(), paths: 0 };
    for (const s of chart.takenStates) c.s.add(s);
    for (const t of chart.takenTransitions) c.t.add(t);
    c.paths += chart.paths;
    charts.set(chart.id, c);
  }
  const report = Object.fromEntries(
    [...charts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, c]) => {
        const missing = c.transitions.filter((t) => !c.t.has(t)).sort();
        return [
          id,
          {
            states: { covered: c.states.filter((s) => c.s.has(s)).length, total: c.states.length },
            transitions: { covered: c.transitions.length - missing.length, total: c.transitions.length },
            paths: c.paths,
            missingStates: c.states.filter((s) => !c.s.has(s)),
            missingTransitions: missing,
          },
        ];
      }),
  );
  writeFileSync(join(ROOT, 'tests/model/coverage.json'), `${JSON.stringify(report, null, 2)}\n`);

  const pct = (n: number, d: number) => (d ? `${Math.floor((100 * n) / d)} %` : '—');
  const rows = Object.entries(report).map(([id, r]) => [
    id,
    `${r.states.covered}/${r.states.total}`,
    `${r.transitions.covered}/${r.transitions.total}`,
    pct(r.transitions.covered, r.transitions.total),
    String(r.paths),
  ]);
  const head = ['chart', 'states', 'transitions', '', 'paths'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  process.stdout.write(
    `\n[model] coverage of the charts (tests/model/coverage.json)\n${[head, ...rows].map(line).join('\n')}\n`,
  );

  const problems: string[] = [];
  for (const [id, r] of Object.entries(report)) {
    if (id in NOT_REPLAYED) {
      if (r.paths > 0) problems.push(`${id}: replayed now; take it off NOT_REPLAYED in tests/model/coverageGaps.ts`);
      continue;
    }
    if (r.paths === 0) problems.push(`${id}: no model suite replays it`);
    const named = UNREACHED[id] ?? {};
    for (const t of r.missingTransitions) if (!(t in named)) problems.push(`${id}: never taken: ${t}`);
    for (const t of Object.keys(named))
      if (!r.missingTransitions.includes(t)) problems.push(`${id}: named as not reached, but taken or gone: ${t}`);
  }
  if (problems.length) {
    // A global teardown's exception is only printed: the exit code is how the run fails.
    process.stderr.write(`[model] chart coverage below 100 %:\n${problems.join('\n')}\n`);
    process.exitCode = 1;
  }
}
