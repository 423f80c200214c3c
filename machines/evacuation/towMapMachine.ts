import { assign, setup } from 'xstate';
import {
  fitViewport,
  MAX_SCALE,
  type MapSize,
  MIN_SCALE,
  panBy,
  type ScreenPoint,
  type Viewport,
  type WorldPoint,
  zoomAt,
} from './mapProjection';

// The view of the tow-driver map (base points and clusters): fitted to its points, zoomed by the buttons and the wheel,
// panned by dragging, zoomed into a cluster that is clicked. Idle or dragging; the view draws from the context and asks
// state.can() whether a zoom button may be pressed.

export interface TowMapContext {
  size: MapSize;
  view: Viewport;
  /** While dragging: where the pointer went down and the view at that moment. */
  drag: { origin: ScreenPoint; view: Viewport } | null;
}

export type TowMapEvent =
  | { type: 'map.resize'; size: MapSize }
  | { type: 'map.fit'; points: WorldPoint[] }
  | { type: 'map.zoom.in' }
  | { type: 'map.zoom.out' }
  | { type: 'map.wheel'; deltaY: number; at: ScreenPoint }
  | { type: 'map.drag.start'; at: ScreenPoint }
  | { type: 'map.drag.move'; at: ScreenPoint }
  | { type: 'map.drag.end' }
  | { type: 'map.cluster.open'; points: WorldPoint[]; at: ScreenPoint };

/** One wheel notch or button press doubles or halves the scale. */
export const ZOOM_STEP = 2;
/** Pixels of wheel travel per doubling (a mouse notch is ~100, a touchpad sends many small ones). */
const WHEEL_PIXELS_PER_STEP = 300;

export const towMapMachine = setup({
  types: {
    context: {} as TowMapContext,
    events: {} as TowMapEvent,
    input: {} as { size: MapSize; points?: WorldPoint[] },
  },
  guards: {
    canZoomIn: ({ context }) => context.view.scale < MAX_SCALE,
    canZoomOut: ({ context }) => context.view.scale > MIN_SCALE,
  },
  actions: {
    fit: assign({ view: ({ context }, points: WorldPoint[]) => fitViewport(points, context.size) }),
    zoom: assign({
      view: ({ context }, p: { factor: number; at?: ScreenPoint }) =>
        zoomAt(context.view, p.factor, context.size, p.at),
    }),
  },
}).createMachine({
  id: 'towMap',
  context: ({ input }) => ({ size: input.size, view: fitViewport(input.points ?? [], input.size), drag: null }),
  initial: 'idle',
  on: {
    'map.resize': { actions: assign({ size: ({ event }) => event.size }) },
    'map.fit': { actions: { type: 'fit', params: ({ event }) => event.points } },
    'map.zoom.in': { guard: 'canZoomIn', actions: { type: 'zoom', params: { factor: ZOOM_STEP } } },
    'map.zoom.out': { guard: 'canZoomOut', actions: { type: 'zoom', params: { factor: 1 / ZOOM_STEP } } },
    'map.wheel': {
      actions: {
        type: 'zoom',
        params: ({ event }) => ({ factor: ZOOM_STEP ** (-event.deltaY / WHEEL_PIXELS_PER_STEP), at: event.at }),
      },
    },
    'map.cluster.open': {
      // Fitted to its points, but at least one step closer: points on one spot still come apart eventually.
      actions: assign({
        view: ({ context, event }) => {
          const fitted = fitViewport(event.points, context.size);
          const closer = zoomAt(context.view, ZOOM_STEP, context.size, event.at);
          return fitted.scale > closer.scale ? fitted : closer;
        },
      }),
    },
  },
  states: {
    idle: {
      on: {
        'map.drag.start': {
          target: 'dragging',
          actions: assign({ drag: ({ context, event }) => ({ origin: event.at, view: context.view }) }),
        },
      },
    },
    dragging: {
      tags: ['dragging'],
      on: {
        'map.drag.move': {
          actions: assign({
            view: ({ context, event }) =>
              context.drag
                ? panBy(context.drag.view, event.at.x - context.drag.origin.x, event.at.y - context.drag.origin.y)
                : context.view,
          }),
        },
        'map.drag.end': { target: 'idle', actions: assign({ drag: null }) },
      },
    },
  },
});
