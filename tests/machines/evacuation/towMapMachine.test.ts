import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MAX_SCALE, MIN_SCALE, toScreen, toWorld } from '../../../machines/evacuation/mapProjection';
import { towMapMachine } from '../../../machines/evacuation/towMapMachine';

const SIZE = { width: 800, height: 480 };
const MOSCOW = toWorld({ latitude: 55.7558, longitude: 37.6173 });
const KHIMKI = toWorld({ latitude: 55.8887, longitude: 37.4304 });
const SOUTH = toWorld({ latitude: 55.6102, longitude: 37.6173 });

function start(points = [MOSCOW, KHIMKI, SOUTH]) {
  const actor = createActor(towMapMachine, { input: { size: SIZE, points } });
  actor.start();
  return actor;
}

describe('towMapMachine', () => {
  it('starts idle, fitted to its points', () => {
    const actor = start();
    try {
      const { view, drag } = actor.getSnapshot().context;
      expect(actor.getSnapshot().value).toBe('idle');
      expect(drag).toBeNull();
      for (const p of [MOSCOW, KHIMKI, SOUTH]) {
        const s = toScreen(p, view, SIZE);
        expect(s.x).toBeGreaterThan(0);
        expect(s.x).toBeLessThan(SIZE.width);
        expect(s.y).toBeGreaterThan(0);
        expect(s.y).toBeLessThan(SIZE.height);
      }
    } finally {
      actor.stop();
    }
  });

  it('zooms in and out by the buttons until the limits, then refuses', () => {
    const actor = start();
    try {
      const before = actor.getSnapshot().context.view.scale;
      actor.send({ type: 'map.zoom.in' });
      expect(actor.getSnapshot().context.view.scale).toBe(before * 2);
      actor.send({ type: 'map.zoom.out' });
      actor.send({ type: 'map.zoom.out' });
      expect(actor.getSnapshot().context.view.scale).toBe(before / 2);
      for (let i = 0; i < 40; i++) actor.send({ type: 'map.zoom.out' });
      expect(actor.getSnapshot().context.view.scale).toBe(MIN_SCALE);
      expect(actor.getSnapshot().can({ type: 'map.zoom.out' })).toBe(false);
      for (let i = 0; i < 40; i++) actor.send({ type: 'map.zoom.in' });
      expect(actor.getSnapshot().context.view.scale).toBe(MAX_SCALE);
      expect(actor.getSnapshot().can({ type: 'map.zoom.in' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'map.zoom.out' })).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('zooms with the wheel about the cursor: up is closer', () => {
    const actor = start();
    try {
      const { view } = actor.getSnapshot().context;
      const at = { x: 200, y: 100 };
      actor.send({ type: 'map.wheel', deltaY: -300, at });
      const after = actor.getSnapshot().context.view;
      expect(after.scale).toBeCloseTo(view.scale * 2, 6);
      const before = { x: view.center.x + (at.x - 400) / view.scale, y: view.center.y + (at.y - 240) / view.scale };
      const s = toScreen(before, after, SIZE);
      expect(s.x).toBeCloseTo(at.x, 6);
      expect(s.y).toBeCloseTo(at.y, 6);
      actor.send({ type: 'map.wheel', deltaY: 300, at });
      expect(actor.getSnapshot().context.view.scale).toBeCloseTo(view.scale, 6);
    } finally {
      actor.stop();
    }
  });

  it('pans while dragging, measured from where the drag began', () => {
    const actor = start();
    try {
      const { view } = actor.getSnapshot().context;
      actor.send({ type: 'map.drag.move', at: { x: 500, y: 500 } });
      expect(actor.getSnapshot().context.view).toEqual(view);
      actor.send({ type: 'map.drag.start', at: { x: 100, y: 100 } });
      expect(actor.getSnapshot().hasTag('dragging')).toBe(true);
      actor.send({ type: 'map.drag.move', at: { x: 120, y: 90 } });
      actor.send({ type: 'map.drag.move', at: { x: 150, y: 80 } });
      const moved = toScreen(view.center, actor.getSnapshot().context.view, SIZE);
      expect(moved.x).toBeCloseTo(450, 6);
      expect(moved.y).toBeCloseTo(220, 6);
      actor.send({ type: 'map.drag.end' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.drag).toBeNull();
    } finally {
      actor.stop();
    }
  });

  it('opens a cluster: fitted to its points, at least one step closer', () => {
    const actor = start([MOSCOW, toWorld({ latitude: 59.9343, longitude: 30.3351 })]);
    try {
      const far = actor.getSnapshot().context.view.scale;
      actor.send({ type: 'map.cluster.open', points: [MOSCOW, SOUTH], at: { x: 600, y: 400 } });
      const view = actor.getSnapshot().context.view;
      expect(view.scale).toBeGreaterThan(far * 2);
      for (const p of [MOSCOW, SOUTH]) {
        const s = toScreen(p, view, SIZE);
        expect(s.y).toBeGreaterThanOrEqual(39.999);
        expect(s.y).toBeLessThanOrEqual(440.001);
      }
      // Two orders on one spot: each opening zooms one step more.
      const one = actor.getSnapshot().context.view.scale;
      actor.send({ type: 'map.cluster.open', points: [MOSCOW, MOSCOW], at: toScreen(MOSCOW, view, SIZE) });
      expect(actor.getSnapshot().context.view.scale).toBe(Math.max(one * 2, 256 * 2 ** 12));
    } finally {
      actor.stop();
    }
  });

  it('keeps the size it is told and fits again on demand', () => {
    const actor = start([]);
    try {
      actor.send({ type: 'map.resize', size: { width: 400, height: 300 } });
      actor.send({ type: 'map.fit', points: [KHIMKI, SOUTH] });
      const { size, view } = actor.getSnapshot().context;
      expect(size).toEqual({ width: 400, height: 300 });
      expect(toScreen(KHIMKI, view, size).y).toBeCloseTo(40, 6);
      expect(toScreen(SOUTH, view, size).y).toBeCloseTo(260, 6);
    } finally {
      actor.stop();
    }
  });
});
