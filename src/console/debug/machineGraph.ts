import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

// Pure reading of a machine definition into nodes and edges for the debug chart. No layout, no React:
// the chart lays it out with dagre, the tests assert the structure directly.

export type GraphNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  id: string;
  label: string;
  parentId?: string;
  type: GraphNodeType;
  /** The parent's initial state (never set on parallel regions' children nor on the root). */
  initial: boolean;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label: string;
}

export interface MachineGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  delay?: string | number;
}

const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

/** Only named guards are worth a label: inline guard functions carry no meaningful name. */
function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return undefined;
}

function eventLabel(t: TransitionLike): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (type.startsWith(AFTER_PREFIX)) {
    // The delay is also encoded in the event type, but delayed transitions carry it unparsed.
    const delay = t.delay ?? type.slice(AFTER_PREFIX.length).split('.')[0];
    return typeof delay === 'number' || /^\d+$/.test(String(delay)) ? `after ${delay}ms` : `after ${delay}`;
  }
  if (type.startsWith(DONE_ACTOR)) return `onDone(${type.slice(DONE_ACTOR.length)})`;
  if (type.startsWith(ERROR_ACTOR)) return `onError(${type.slice(ERROR_ACTOR.length)})`;
  if (type.startsWith(DONE_STATE)) return 'onDone';
  return type;
}

function transitionLabel(t: TransitionLike): string {
  const guard = guardName(t.guard);
  return guard ? `${eventLabel(t)} [${guard}]` : eventLabel(t);
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states ?? {}) as AnyStateNode[];
}

/** Nodes (pre-order, so parents come before children) and targeted transitions of a machine. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const usedIds = new Set<string>();

  const addEdges = (source: AnyStateNode, transitions: readonly TransitionLike[]) => {
    for (const t of transitions) {
      // Targetless transitions only run actions: they are not arrows between states.
      for (const target of t.target ?? []) {
        const base = `${source.id}->${target.id}:${t.eventType || 'always'}`;
        let id = base;
        for (let i = 2; usedIds.has(id); i++) id = `${base}#${i}`;
        usedIds.add(id);
        edges.push({ id, source: source.id, target: target.id, label: transitionLabel(t) });
      }
    }
  };

  const visit = (node: AnyStateNode) => {
    const parent = node.parent;
    const initialTargets = parent && parent.type !== 'parallel' ? (parent.initial?.target ?? []) : [];
    nodes.push({
      id: node.id,
      label: parent ? node.key : machine.id,
      parentId: parent?.id,
      type: node.type,
      initial: initialTargets.some((n: AnyStateNode) => n.id === node.id),
    });
    for (const list of node.transitions.values()) addEdges(node, list as TransitionLike[]);
    addEdges(node, (node.always ?? []) as TransitionLike[]);
    childNodes(node).forEach(visit);
  };

  visit(machine.root);
  return { nodes, edges };
}

interface SnapshotLike {
  _nodes?: readonly { id: string }[];
  value?: StateValue;
  machine?: AnyStateMachine;
}

/** Ids of the active state nodes: the snapshot's own node list, else a walk of its value through the machine. */
export function activeStateIds(snapshot: unknown, machine?: AnyStateMachine): Set<string> {
  const ids = new Set<string>();
  if (!snapshot || typeof snapshot !== 'object') return ids;
  const s = snapshot as SnapshotLike;
  if (Array.isArray(s._nodes)) {
    for (const n of s._nodes) ids.add(n.id);
    return ids;
  }
  const root = (machine ?? s.machine)?.root;
  if (!root || s.value === undefined) return ids;
  const walk = (value: StateValue | undefined, node: AnyStateNode | undefined) => {
    if (!node) return;
    ids.add(node.id);
    if (typeof value === 'string') {
      const child = node.states?.[value] as AnyStateNode | undefined;
      if (child) ids.add(child.id);
    } else if (value && typeof value === 'object') {
      for (const [key, sub] of Object.entries(value))
        walk(sub as StateValue | undefined, node.states?.[key] as AnyStateNode | undefined);
    }
  };
  walk(s.value, root);
  return ids;
}

/** 'loggedOut.idle' for { loggedOut: 'idle' }; parallel regions are joined by ', '. */
export function stateValueToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value ?? '');
  const paths: string[] = [];
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === 'string') paths.push(prefix ? `${prefix}.${v}` : v);
    else if (v && typeof v === 'object' && Object.keys(v).length > 0) {
      for (const [k, sub] of Object.entries(v)) walk(sub, prefix ? `${prefix}.${k}` : k);
    } else if (prefix) paths.push(prefix);
  };
  walk(value, '');
  return paths.join(', ');
}
