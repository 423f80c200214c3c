// Where the debug dock sits and how big it is: along the bottom (a height) or the right side (a width), each size
// kept apart so a toggle returns to the size the user left there. Stored in localStorage; pure, so tests need no DOM.

export type DockPlacement = 'bottom' | 'right';

export interface DockLayout {
  placement: DockPlacement;
  /** Height in px when docked at the bottom. */
  height: number;
  /** Width in px when docked at the right. */
  width: number;
}

export const DOCK_STORAGE_KEY = 'debug.dock';
export const DOCK_MIN_SIZE = 140;
/** What the dock always leaves of the page, so the page stays usable beside it. */
export const DOCK_PAGE_RESERVE = 240;
/** How far an arrow key moves the edge; with Shift, four times as far. */
export const DOCK_KEY_STEP = 24;

/** A first opening: a third of the height at the bottom (not the 45 % that hid the page), 520 px at the right. */
export function defaultDockLayout(viewport: { width: number; height: number }): DockLayout {
  return {
    placement: 'bottom',
    height: Math.round(viewport.height / 3),
    width: Math.min(520, Math.round(viewport.width * 0.4)),
  };
}

/** The largest size the placement allows in this viewport. */
export function maxDockSize(placement: DockPlacement, viewport: { width: number; height: number }): number {
  const room = (placement === 'bottom' ? viewport.height : viewport.width) - DOCK_PAGE_RESERVE;
  return Math.max(DOCK_MIN_SIZE, room);
}

export function clampDockSize(size: number, placement: DockPlacement, viewport: { width: number; height: number }) {
  return Math.round(Math.max(DOCK_MIN_SIZE, Math.min(size, maxDockSize(placement, viewport))));
}

/** The size along the placement's axis. */
export const dockSize = (layout: DockLayout) => (layout.placement === 'bottom' ? layout.height : layout.width);

/** The layout with the current placement's size set (clamped to the viewport). */
export function withDockSize(layout: DockLayout, size: number, viewport: { width: number; height: number }) {
  const clamped = clampDockSize(size, layout.placement, viewport);
  return layout.placement === 'bottom' ? { ...layout, height: clamped } : { ...layout, width: clamped };
}

/** The stored layout, each field checked; anything missing or unreadable takes the default. */
export function readDockLayout(storage: Storage, viewport: { width: number; height: number }): DockLayout {
  const fallback = defaultDockLayout(viewport);
  let raw: Partial<DockLayout> = {};
  try {
    raw = JSON.parse(storage.getItem(DOCK_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    // Unreadable (hand-edited, another version): the default.
  }
  const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
  return {
    placement: raw.placement === 'right' ? 'right' : fallback.placement,
    height: clampDockSize(num(raw.height, fallback.height), 'bottom', viewport),
    width: clampDockSize(num(raw.width, fallback.width), 'right', viewport),
  };
}

export function writeDockLayout(storage: Storage, layout: DockLayout) {
  try {
    storage.setItem(DOCK_STORAGE_KEY, JSON.stringify(layout));
  } catch {
    // Storage off (private mode, quota): the layout lasts until the page reloads.
  }
}
