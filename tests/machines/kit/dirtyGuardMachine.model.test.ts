import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { dirtyGuardMachine, type FormValues } from '../../../machines/kit/dirtyGuardMachine';
import { countPath, recordMicrosteps } from '../../model/chartCoverage';
import { shortestPaths } from '../modelPaths';

const LOADED: FormValues = { lastName: 'Иванов', phone: '+79001234567', comment: null };
const EDITED: FormValues = { lastName: 'Иванова', phone: '+79001234567', comment: '' };
// The loaded values as the form gives them back: other key order, null as ''. Not an edit.
const UNDONE: FormValues = { comment: '', phone: '+79001234567', lastName: 'Иванов' };
const RELOADED: FormValues = { lastName: 'Петров', phone: '', comment: '' };
const INTENT = { kind: 'navigate', to: '/clients' };
const OTHER_INTENT = { kind: 'history', delta: -1 };

const events: EventObject[] = [
  { type: 'guard.change', values: EDITED } as EventObject,
  { type: 'guard.change', values: UNDONE } as EventObject,
  { type: 'guard.leave', intent: INTENT } as EventObject,
  { type: 'guard.leave', intent: OTHER_INTENT } as EventObject,
  { type: 'guard.confirm' },
  { type: 'guard.cancel' },
  { type: 'guard.saved' },
  { type: 'guard.load', values: RELOADED } as EventObject,
];

const paths = shortestPaths(dirtyGuardMachine, events, { values: LOADED });

/** Same values as a form sees them (the chart's own comparison is private: check with a plain normalisation). */
const normalise = (v: FormValues) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== '' && x !== null && x !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );

describe('dirtyGuardMachine, every shortest path', () => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    (_, path) => {
      const proceeded: unknown[] = [];
      const actor = createActor(
        dirtyGuardMachine.provide({ actions: { proceed: (_a, { intent }) => void proceeded.push(intent) } }),
        { input: { values: LOADED }, inspect: recordMicrosteps },
      );
      countPath(dirtyGuardMachine);
      try {
        actor.start();
        for (const step of path.steps) {
          const event = step.event as EventObject & { intent?: unknown };
          const before = actor.getSnapshot();
          const proceededBefore = proceeded.length;
          if (event.type !== 'xstate.init') actor.send(event as never);
          const s = actor.getSnapshot();
          expect(s.value, `after ${event.type}`).toEqual(step.state.value);

          // What each state means.
          const { pristine, current, pendingIntent } = s.context;
          if (s.matches('clean') || s.matches('leaving')) {
            expect(normalise(current), `${String(s.value)}: what is kept is what was loaded`).toBe(normalise(pristine));
            expect(pendingIntent).toBeNull();
            expect(s.hasTag('dirty')).toBe(false);
          } else {
            expect(normalise(current), `${String(s.value)}: what is shown differs from what was loaded`).not.toBe(
              normalise(pristine),
            );
            expect(s.hasTag('dirty')).toBe(true);
          }
          if (s.matches('dirty')) expect(pendingIntent).toBeNull();
          if (s.matches('confirming'))
            expect(pendingIntent).toEqual(event.type === 'guard.leave' ? event.intent : before.context.pendingIntent);

          // The way out is taken exactly when leaving a clean form or confirming the question, with the held intent.
          const left = proceeded.slice(proceededBefore);
          if (event.type === 'guard.leave' && (before.matches('clean') || before.matches('leaving')))
            expect(left).toEqual([event.intent]);
          else if (event.type === 'guard.confirm') expect(left).toEqual([before.context.pendingIntent]);
          else expect(left).toEqual([]);
        }
      } finally {
        actor.stop();
      }
    },
  );
});
