import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';

// The assertions the model suites' per-step checks share (see replayPath's `check` in modelPaths.ts).

/** The live state's row of the suite's table of states; its tags must be the row's (listed sorted). */
export function tableRow<TRow extends { tags: string[] }>(
  table: Record<string, TRow>,
  state: string,
  snapshot: Pick<AnyMachineSnapshot, 'tags'>,
  at: string,
): TRow {
  const row = table[state];
  expect(row, `${at}: a state of the table`).toBeDefined();
  expect([...snapshot.tags].sort(), `${at}: tags`).toEqual(row.tags);
  return row;
}

/** The context field by field, so that a failure names the field. */
export function expectContext(context: Record<string, unknown>, expected: Record<string, unknown>, at: string) {
  expect(Object.keys(context).sort(), `${at}: context fields`).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expect(context[key], `${at}: ${key}`).toEqual(value);
}

export type Effect = [string] | [string, unknown];

/**
 * Stand-ins for a chart's side-effect actions that record each call as [name] or [name, params]; `fresh()` is what
 * was recorded since it was last asked, so a check sees exactly the effects of its own step.
 */
export function effectRecorder() {
  const effects: Effect[] = [];
  let seen = 0;
  return {
    record:
      (name: string) =>
      (_: unknown, params?: unknown): void =>
        void effects.push(params === undefined ? [name] : [name, params]),
    fresh(): Effect[] {
      const since = effects.slice(seen);
      seen = effects.length;
      return since;
    },
  };
}
