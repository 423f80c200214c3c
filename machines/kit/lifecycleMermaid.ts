import type { AnyStateMachine } from 'xstate';

// Draws a lifecycle chart as a Mermaid state diagram for the docs (docs/lifecycles.md), so an operator reads the
// same chart both sides run. Generated from the machine itself; a test keeps the docs in step with the code.

export interface ChartLabels {
  states: Record<string, string>;
  actions: Record<string, string>;
  /** How each guard reads, e.g. 'есть позиции'. */
  guards?: Record<string, string>;
}

export function lifecycleMermaid(machine: AnyStateMachine, labels: ChartLabels): string {
  const lines = ['stateDiagram-v2'];
  const root = machine.root;
  for (const [key, node] of Object.entries(root.states)) {
    lines.push(`  ${key}: ${labels.states[key] ?? key}`);
    if (node.type === 'final') lines.push(`  ${key} --> [*]`);
  }
  lines.push(`  [*] --> ${String(root.initial?.target[0]?.key ?? '')}`);
  for (const [key, node] of Object.entries(root.states)) {
    for (const [event, transitions] of node.transitions) {
      for (const t of transitions) {
        const target = t.target?.[0]?.key ?? key;
        const guardType =
          typeof t.guard === 'object' && t.guard && 'type' in t.guard
            ? String(t.guard.type)
            : typeof t.guard === 'string'
              ? t.guard
              : null;
        const guard = guardType ? ` [${labels.guards?.[guardType] ?? guardType}]` : '';
        lines.push(`  ${key} --> ${target}: ${labels.actions[event] ?? event}${guard}`);
      }
    }
  }
  return lines.join('\n');
}
