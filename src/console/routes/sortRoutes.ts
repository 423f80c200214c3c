import type { ScreenDef } from '../../shared/screens';

// A parameter sorts after any static segment at the same depth.
const sortKey = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? '\uffff' : seg))
    .join('/');

/**
 * Orders routes so that a static segment wins over a parameter at the same depth ('/vehicle/changes' before
 * '/vehicle/:id/'), whatever order the screen list has. A key per route keeps the order total (a pairwise
 * comparator that says 'equal' for unrelated routes is not, and Array.sort then misplaces them).
 */
export function sortRoutes<T extends Pick<ScreenDef, 'path'>>(routes: T[]): T[] {
  return routes
    .map((r) => ({ r, key: sortKey(r.path) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ r }) => r);
}
