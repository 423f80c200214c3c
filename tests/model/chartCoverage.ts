import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';

// Coverage of the real charts, taken from the live actors of the model suites: xstate reports every microstep with
// the transitions it took, so each branch of a guarded transition and each eventless (`always`) transition counts on
// its own, and only what a replay really went through counts. Each test file's share is written when the file ends,
// into the run's folder; tests/model/coverageReport.ts adds the shares up into tests/model/coverage.json and prints
// the table.

interface Branch {
  source: AnyStateNode;
  eventType: string;
  guard?: unknown;
  target?: AnyStateNode[];
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return String((guard as { type?: unknown }).type ?? 'guard');
}

function branchesOf(node: AnyStateNode, eventType: string): Branch[] {
  const always = (node as unknown as { always?: Branch[] }).always ?? [];
  return eventType === '' ? always : ((node.transitions.get(eventType) ?? []) as unknown as Branch[]);
}

/** A branch as the table names it: `state: event #n [guard] → target`. */
export function branchId(branch: Branch): string {
  const siblings = branchesOf(branch.source, branch.eventType);
  const n = siblings.length > 1 ? ` #${siblings.indexOf(branch) + 1}` : '';
  const guard = guardName(branch.guard);
  const targets = branch.target?.map((t) => t.id).join(', ') || '(stays)';
  return `${branch.source.id}: ${branch.eventType || 'always'}${n}${guard ? ` [${guard}]` : ''} → ${targets}`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((n) => allNodes(n as AnyStateNode))];
}

/** Every state and every transition branch of a chart. */
export function chartShape(machine: AnyStateMachine) {
  const nodes = allNodes(machine.root);
  const branches = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...((node as unknown as { always?: Branch[] }).always ?? []),
  ]) as unknown as Branch[];
  return { states: nodes.map((n) => n.id), transitions: branches.map(branchId) };
}

interface Taken {
  machine: AnyStateMachine;
  states: Set<string>;
  transitions: Set<string>;
  paths: number;
}
const taken = new Map<string, Taken>();

function entry(machine: AnyStateMachine): Taken {
  let e = taken.get(machine.id);
  if (!e) {
    e = { machine, states: new Set(), transitions: new Set(), paths: 0 };
    taken.set(machine.id, e);
  }
  return e;
}

/** The `inspect` option of a replayed actor: records the states it entered and the branches it took. */
export function recordMicrosteps(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep') return;
  const step = event as InspectionEvent & { _transitions: Branch[]; snapshot: { _nodes?: AnyStateNode[] } };
  for (const branch of step._transitions) {
    const e = entry(branch.source.machine as AnyStateMachine);
    e.transitions.add(branchId(branch));
    // A transient state is left in the microstep that enters it, so its own transition is the proof it was entered.
    e.states.add(branch.source.id);
  }
  const nodes = step.snapshot._nodes ?? [];
  if (nodes[0]) for (const n of nodes) entry(n.machine as AnyStateMachine).states.add(n.id);
}

/** Counts a replayed path of a chart (the table's paths column). */
export function countPath(machine: AnyStateMachine) {
  entry(machine).paths += 1;
}

/** Writes what this test file's actors went through (each file runs in a worker of its own) into `dir`. */
export function writePart(dir: string, testFile: string) {
  mkdirSync(dir, { recursive: true });
  const charts = [...taken.values()].map((e) => ({
    id: e.machine.id,
    ...chartShape(e.machine),
    takenStates: [...e.states],
    takenTransitions: [...e.transitions],
    paths: e.paths,
  }));
  const name = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(join(dir, name), JSON.stringify({ testFile, charts }));
}

/** Makes a chart known to the report even if no replay takes it (it then shows at 0 %). */
export function registerChart(machine: AnyStateMachine) {
  entry(machine);
}
