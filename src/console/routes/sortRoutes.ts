import type { ScreenDef } from '../../shared/screens';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Orders routes so that a static segment wins over a parameter at the same depth ('/vehicle/changes' before
 * '/vehicle/:id/'), whatever order the screen list has; equal routes keep their order.
 */
export function sortRoutes<T extends Pick<ScreenDef, 'path'>>(routes: T[]): T[] {
  return [...routes].sort((a, b) => {
    const sa = segments(a.path);
    const sb = segments(b.path);
    for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
      const pa = sa[i].startsWith(':');
      const pb = sb[i].startsWith(':');
      if (pa !== pb) return pa ? 1 : -1;
    }
    return 0;
  });
}
