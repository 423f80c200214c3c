import { describe, expect, it } from 'vitest';
import {
  fitViewport,
  fromScreen,
  fromWorld,
  MAX_SCALE,
  MIN_SCALE,
  panBy,
  TILE_SIZE,
  tileUrl,
  toScreen,
  toWorld,
  visibleTiles,
  zoomAt,
} from '../../../machines/evacuation/mapProjection';

const SIZE = { width: 800, height: 480 };
const MOSCOW = { latitude: 55.7558, longitude: 37.6173 };
const PETERSBURG = { latitude: 59.9343, longitude: 30.3351 };

describe('mapProjection', () => {
  it('puts latitude and longitude on the slippy-map unit square and back', () => {
    expect(toWorld({ latitude: 0, longitude: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(toWorld({ latitude: 0, longitude: -180 }).x).toBe(0);
    const moscow = toWorld(MOSCOW);
    // The textbook slippy-map tile formula (OSM wiki) gives the same tile (the Kremlin's column is 19808 at zoom 15).
    const phi = (MOSCOW.latitude * Math.PI) / 180;
    const tileY = Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 2 ** 15);
    expect(Math.floor(moscow.x * 2 ** 15)).toBe(19_808);
    expect(Math.floor(moscow.y * 2 ** 15)).toBe(tileY);
    const back = fromWorld(moscow);
    expect(back.latitude).toBeCloseTo(MOSCOW.latitude, 9);
    expect(back.longitude).toBeCloseTo(MOSCOW.longitude, 9);
    // North is up: St Petersburg is above and to the left of Moscow.
    expect(toWorld(PETERSBURG).y).toBeLessThan(moscow.y);
    expect(toWorld(PETERSBURG).x).toBeLessThan(moscow.x);
  });

  it('maps the plane to the screen and back', () => {
    const view = { center: toWorld(MOSCOW), scale: TILE_SIZE * 2 ** 10 };
    expect(toScreen(view.center, view, SIZE)).toEqual({ x: 400, y: 240 });
    const p = { x: 123, y: 45 };
    const round = toScreen(fromScreen(p, view, SIZE), view, SIZE);
    expect(round.x).toBeCloseTo(123, 9);
    expect(round.y).toBeCloseTo(45, 9);
  });

  it('fits every point inside the padding, a lone point at city scale, none on Moscow', () => {
    const points = [toWorld(MOSCOW), toWorld(PETERSBURG)];
    const view = fitViewport(points, SIZE, 40);
    for (const point of points) {
      const s = toScreen(point, view, SIZE);
      expect(s.x).toBeGreaterThanOrEqual(39.999);
      expect(s.x).toBeLessThanOrEqual(760.001);
      expect(s.y).toBeGreaterThanOrEqual(39.999);
      expect(s.y).toBeLessThanOrEqual(440.001);
    }
    // The taller span decides: the two cities touch the top and bottom padding.
    expect(toScreen(points[1], view, SIZE).y).toBeCloseTo(40, 6);
    expect(fitViewport([toWorld(MOSCOW)], SIZE).scale).toBe(TILE_SIZE * 2 ** 12);
    expect(fitViewport([], SIZE).center).toEqual(toWorld(MOSCOW));
  });

  it('zooms about the anchor, within the scale limits, and pans by screen pixels', () => {
    const view = { center: toWorld(MOSCOW), scale: TILE_SIZE * 2 ** 10 };
    const anchor = { x: 100, y: 50 };
    const under = fromScreen(anchor, view, SIZE);
    const zoomed = zoomAt(view, 2, SIZE, anchor);
    expect(zoomed.scale).toBe(view.scale * 2);
    const still = toScreen(under, zoomed, SIZE);
    expect(still.x).toBeCloseTo(100, 6);
    expect(still.y).toBeCloseTo(50, 6);
    expect(zoomAt(view, 1e9, SIZE).scale).toBe(MAX_SCALE);
    expect(zoomAt(view, 1e-9, SIZE).scale).toBe(MIN_SCALE);
    const panned = panBy(view, 30, -20);
    const moved = toScreen(view.center, panned, SIZE);
    expect(moved.x).toBeCloseTo(430, 6);
    expect(moved.y).toBeCloseTo(220, 6);
  });

  it('lists the tiles that cover the screen at the nearest tile zoom, with their addresses', () => {
    const view = { center: toWorld(MOSCOW), scale: TILE_SIZE * 2 ** 10 };
    const tiles = visibleTiles(view, SIZE);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([10]));
    expect(tiles.every((t) => t.size === TILE_SIZE)).toBe(true);
    // 800 x 480 needs 4-5 columns and 2-3 rows of 256 px tiles.
    expect(tiles.length).toBeGreaterThanOrEqual(8);
    expect(tiles.length).toBeLessThanOrEqual(15);
    for (const t of tiles) {
      expect(t.left).toBeLessThan(SIZE.width);
      expect(t.top).toBeLessThan(SIZE.height);
      expect(t.left + t.size).toBeGreaterThan(0);
      expect(t.top + t.size).toBeGreaterThan(0);
    }
    const center = tiles.find((t) => t.left <= 400 && t.left + t.size > 400 && t.top <= 240 && t.top + t.size > 240)!;
    expect([center.x, center.y]).toEqual([Math.floor(toWorld(MOSCOW).x * 1024), Math.floor(toWorld(MOSCOW).y * 1024)]);
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', { z: 10, x: 619, y: 320 })).toBe(
      'https://a.tile.example/10/619/320.png',
    );
  });

  it('wraps the column across the antimeridian and drops rows beyond the poles', () => {
    const view = { center: { x: 0, y: 0.02 }, scale: TILE_SIZE * 4 };
    const tiles = visibleTiles(view, SIZE);
    expect(tiles.every((t) => t.x >= 0 && t.x < 4 && t.y >= 0)).toBe(true);
    expect(tiles.some((t) => t.x === 3)).toBe(true);
  });
});
