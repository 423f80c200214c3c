import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { MAX_SCALE, MIN_SCALE, toWorld } from '../../../machines/evacuation/mapProjection';
import { towMapMachine } from '../../../machines/evacuation/towMapMachine';
import { countPath, recordMicrosteps } from '../../model/chartCoverage';
import { shortestPaths } from '../modelPaths';

const SIZE = { width: 800, height: 480 };
const MOSCOW = toWorld({ latitude: 55.7558, longitude: 37.6173 });
const SOUTH = toWorld({ latitude: 55.6102, longitude: 37.6173 });
const input = { size: SIZE, points: [MOSCOW, SOUTH] };

const events: EventObject[] = [
  { type: 'map.resize', size: { width: 640, height: 400 } } as EventObject,
  { type: 'map.fit', points: [MOSCOW, SOUTH] } as EventObject,
  { type: 'map.zoom.in' },
  { type: 'map.zoom.out' },
  { type: 'map.wheel', deltaY: -100, at: { x: 10, y: 10 } } as EventObject,
  { type: 'map.drag.start', at: { x: 100, y: 100 } } as EventObject,
  { type: 'map.drag.move', at: { x: 160, y: 130 } } as EventObject,
  { type: 'map.drag.end' },
  { type: 'map.cluster.open', points: [MOSCOW, SOUTH], at: { x: 400, y: 240 } } as EventObject,
];

const paths = shortestPaths(towMapMachine, events, input);

describe('towMapMachine, every shortest path', () => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    (_, path) => {
      const actor = createActor(towMapMachine, { input, inspect: recordMicrosteps });
      countPath(towMapMachine);
      try {
        actor.start();
        for (const step of path.steps) {
          const event = step.event as EventObject;
          const before = actor.getSnapshot();
          if (event.type !== 'xstate.init') actor.send(event as never);
          const s = actor.getSnapshot();
          expect(s.value, `after ${event.type}`).toEqual(step.state.value);

          // What each state means.
          const { drag, view, size } = s.context;
          expect(view.scale).toBeGreaterThanOrEqual(MIN_SCALE);
          expect(view.scale).toBeLessThanOrEqual(MAX_SCALE);
          expect(Number.isFinite(view.center.x) && Number.isFinite(view.center.y)).toBe(true);
          if (s.matches('dragging')) {
            expect(drag).not.toBeNull();
            expect(s.hasTag('dragging')).toBe(true);
          } else {
            expect(drag).toBeNull();
          }
          // A drag only moves the picture; every other event but a resize changes the scale or centre as it says.
          if (event.type === 'map.drag.move' || event.type === 'map.drag.start')
            expect(view.scale).toBe(before.context.view.scale);
          if (event.type === 'map.zoom.in') expect(view.scale).toBe(Math.min(MAX_SCALE, before.context.view.scale * 2));
          if (event.type === 'map.zoom.out')
            expect(view.scale).toBe(Math.max(MIN_SCALE, before.context.view.scale / 2));
          if (event.type === 'map.resize') expect(size).toEqual({ width: 640, height: 400 });
        }
      } finally {
        actor.stop();
      }
    },
  );
});
