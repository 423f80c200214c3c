import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  clampDockSize,
  DOCK_KEY_STEP,
  DOCK_MIN_SIZE,
  type DockLayout,
  dockSize,
  maxDockSize,
  readDockLayout,
  withDockSize,
  writeDockLayout,
} from './dockLayout';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The dock's place and size (remembered in localStorage), its edge's drag and keyboard handlers, and the room it
 * takes from the page: while the dock is open the page gets a padding of the dock's size on that side (and the same
 * scroll padding), so everything under the dock can still be scrolled into view.
 */
export function useDockLayout() {
  const [layout, setLayout] = useState<DockLayout>(() => readDockLayout(window.localStorage, viewport()));
  const size = dockSize(layout);
  const { placement } = layout;

  useEffect(() => writeDockLayout(window.localStorage, layout), [layout]);

  // A smaller window: the dock shrinks with it and keeps leaving the page its share.
  useEffect(() => {
    const onResize = () =>
      setLayout((l) => {
        const vp = viewport();
        const height = clampDockSize(l.height, 'bottom', vp);
        const width = clampDockSize(l.width, 'right', vp);
        return height === l.height && width === l.width ? l : { ...l, height, width };
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const body = document.body.style;
    const root = document.documentElement.style;
    const pad = placement === 'bottom' ? 'paddingBottom' : 'paddingRight';
    const scrollPad = placement === 'bottom' ? 'scrollPaddingBottom' : 'scrollPaddingRight';
    const before = { pad: body[pad], scrollPad: root[scrollPad] };
    body[pad] = `${size}px`;
    root[scrollPad] = `${size}px`;
    return () => {
      body[pad] = before.pad;
      root[scrollPad] = before.scrollPad;
    };
  }, [placement, size]);

  const resize = useCallback((next: (current: number) => number) => {
    setLayout((l) => withDockSize(l, next(dockSize(l)), viewport()));
  }, []);
  const togglePlacement = useCallback(
    () => setLayout((l) => ({ ...l, placement: l.placement === 'bottom' ? 'right' : 'bottom' })),
    [],
  );

  const drag = useRef<{ at: number; size: number } | null>(null);
  const pointerAt = (e: PointerEvent) => (placement === 'bottom' ? e.clientY : e.clientX);
  const handle = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      drag.current = { at: pointerAt(e), size };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const start = drag.current;
      // The edge is on the dock's page side: dragging it towards the page (up, left) makes the dock bigger.
      if (start) resize(() => start.size + start.at - pointerAt(e));
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const step = e.shiftKey ? DOCK_KEY_STEP * 4 : DOCK_KEY_STEP;
      const grow = placement === 'bottom' ? 'ArrowUp' : 'ArrowLeft';
      const shrink = placement === 'bottom' ? 'ArrowDown' : 'ArrowRight';
      if (e.key === grow) resize((s) => s + step);
      else if (e.key === shrink) resize((s) => s - step);
      else if (e.key === 'Home') resize(() => DOCK_MIN_SIZE);
      else if (e.key === 'End') resize(() => Number.POSITIVE_INFINITY);
      else return;
      e.preventDefault();
    },
  };

  return {
    placement,
    size,
    minSize: DOCK_MIN_SIZE,
    maxSize: maxDockSize(placement, viewport()),
    handle,
    togglePlacement,
  };
}
