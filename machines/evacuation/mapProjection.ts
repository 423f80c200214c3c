// The tow-driver map's geometry, pure: latitude and longitude onto a plane, the plane onto the screen, zoom and pan,
// and which XYZ tiles cover the screen. The plane is Web Mercator's unit square (x and y from 0 to 1), the
// projection of the slippy-map tiles: with a tile server the points sit on the tiles, without one it is simply a
// plane fitted to the points (at city scale indistinguishable from an equirectangular one).

export interface GeoPoint {
  latitude: number;
  longitude: number;
}
/** A point of the plane: 0..1 west to east, 0..1 north to south. */
export interface WorldPoint {
  x: number;
  y: number;
}
export interface ScreenPoint {
  x: number;
  y: number;
}
export interface MapSize {
  width: number;
  height: number;
}
/** What the screen shows: the plane's point at its centre and the pixels one unit of the plane takes. */
export interface Viewport {
  center: WorldPoint;
  scale: number;
}

export const TILE_SIZE = 256;
/** Tile zoom 3 (a continent) to 18 (a street). */
export const MIN_SCALE = TILE_SIZE * 2 ** 3;
export const MAX_SCALE = TILE_SIZE * 2 ** 18;
/** A lone point is shown at city level; a fit never zooms past a few streets. */
const SINGLE_POINT_SCALE = TILE_SIZE * 2 ** 12;
const MAX_FIT_SCALE = TILE_SIZE * 2 ** 16;
const MAX_LATITUDE = 85.05112878;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const clampScale = (scale: number) => clamp(scale, MIN_SCALE, MAX_SCALE);

export function toWorld({ latitude, longitude }: GeoPoint): WorldPoint {
  const sin = Math.sin((clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  return { x: (longitude + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

export function fromWorld({ x, y }: WorldPoint): GeoPoint {
  const n = Math.PI - 2 * Math.PI * y;
  return { latitude: (180 / Math.PI) * Math.atan(Math.sinh(n)), longitude: x * 360 - 180 };
}

export function toScreen(point: WorldPoint, view: Viewport, size: MapSize): ScreenPoint {
  return {
    x: (point.x - view.center.x) * view.scale + size.width / 2,
    y: (point.y - view.center.y) * view.scale + size.height / 2,
  };
}

export function fromScreen(point: ScreenPoint, view: Viewport, size: MapSize): WorldPoint {
  return {
    x: view.center.x + (point.x - size.width / 2) / view.scale,
    y: view.center.y + (point.y - size.height / 2) / view.scale,
  };
}

/** The view that shows every point with `padding` px to spare; a default view of Moscow when there are none. */
export function fitViewport(points: WorldPoint[], size: MapSize, padding = 40): Viewport {
  if (points.length === 0)
    return { center: toWorld({ latitude: 55.7558, longitude: 37.6173 }), scale: TILE_SIZE * 2 ** 9 };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const center = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  if (spanX === 0 && spanY === 0) return { center, scale: SINGLE_POINT_SCALE };
  const room = { width: Math.max(1, size.width - 2 * padding), height: Math.max(1, size.height - 2 * padding) };
  const scale = Math.min(spanX > 0 ? room.width / spanX : Infinity, spanY > 0 ? room.height / spanY : Infinity);
  return { center, scale: clamp(scale, MIN_SCALE, MAX_FIT_SCALE) };
}

/** Zooms by `factor` keeping the plane's point under `anchor` (the cursor; the centre by default) where it is. */
export function zoomAt(view: Viewport, factor: number, size: MapSize, anchor?: ScreenPoint): Viewport {
  const scale = clampScale(view.scale * factor);
  const at = anchor ?? { x: size.width / 2, y: size.height / 2 };
  const fixed = fromScreen(at, view, size);
  return {
    scale,
    center: { x: fixed.x - (at.x - size.width / 2) / scale, y: fixed.y - (at.y - size.height / 2) / scale },
  };
}

/** Moves the picture by dx, dy screen pixels (a drag to the right shows what is to the west). */
export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return {
    scale: view.scale,
    center: { x: view.center.x - dx / view.scale, y: clamp(view.center.y - dy / view.scale, 0, 1) },
  };
}

export interface Tile {
  z: number;
  /** The tile's column, wrapped into 0..2^z-1 for the URL. */
  x: number;
  y: number;
  left: number;
  top: number;
  size: number;
  key: string;
}

/** The XYZ tiles covering the screen at the tile zoom nearest to the view's scale. */
export function visibleTiles(view: Viewport, size: MapSize): Tile[] {
  const z = clamp(Math.round(Math.log2(view.scale / TILE_SIZE)), 0, 19);
  const count = 2 ** z;
  const topLeft = fromScreen({ x: 0, y: 0 }, view, size);
  const bottomRight = fromScreen({ x: size.width, y: size.height }, view, size);
  const tiles: Tile[] = [];
  for (
    let ty = Math.max(0, Math.floor(topLeft.y * count));
    ty <= Math.min(count - 1, Math.floor(bottomRight.y * count));
    ty++
  ) {
    for (let tx = Math.floor(topLeft.x * count); tx <= Math.floor(bottomRight.x * count); tx++) {
      const corner = toScreen({ x: tx / count, y: ty / count }, view, size);
      const x = ((tx % count) + count) % count;
      tiles.push({ z, x, y: ty, left: corner.x, top: corner.y, size: view.scale / count, key: `${z}/${tx}/${ty}` });
    }
  }
  return tiles;
}

/** A tile's address from an XYZ template: {z}, {x}, {y} and the optional subdomain {s}. */
export function tileUrl(template: string, tile: Pick<Tile, 'z' | 'x' | 'y'>): string {
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{s}', 'abc'[(tile.x + tile.y) % 3]);
}
