// The tow-driver map's clustering, pure: order points closer on screen than the radius merge into one cluster with
// a count, so a zoomed-out map shows a few numbered circles instead of a heap of overlapping pins.

export interface PlacedPoint<T> {
  x: number;
  y: number;
  item: T;
}

export interface Cluster<T> {
  /** Stable while the same items stay together: the first item's key. */
  key: string;
  /** Where the cluster is drawn: the mean of its points. */
  x: number;
  y: number;
  items: T[];
}

/** Screen pixels within which points merge (a pin is ~28 px wide). */
export const CLUSTER_RADIUS_PX = 36;

/**
 * Greedy clustering in the points' order: each point joins the first cluster whose centre is closer than `radius`,
 * or starts a new one. Deterministic, O(points × clusters): a page of orders is at most a few hundred points.
 */
export function clusterPoints<T>(
  points: PlacedPoint<T>[],
  keyOf: (item: T) => string | number,
  radius = CLUSTER_RADIUS_PX,
): Cluster<T>[] {
  const clusters: (Cluster<T> & { sumX: number; sumY: number })[] = [];
  for (const point of points) {
    const near = clusters.find((c) => Math.hypot(c.x - point.x, c.y - point.y) < radius);
    if (near) {
      near.items.push(point.item);
      near.sumX += point.x;
      near.sumY += point.y;
      near.x = near.sumX / near.items.length;
      near.y = near.sumY / near.items.length;
    } else {
      clusters.push({
        key: String(keyOf(point.item)),
        x: point.x,
        y: point.y,
        items: [point.item],
        sumX: point.x,
        sumY: point.y,
      });
    }
  }
  return clusters.map(({ key, x, y, items }) => ({ key, x, y, items }));
}
