import { type RefCallback, useCallback, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';

const asWidth = (width: number) => width;

/**
 * What `read` makes of an element's inner width (clientWidth: no border, no scroll bar), followed as it changes
 * (ResizeObserver): for a part that lays itself out by the room it has, not by the window's width (a panel beside
 * the side menu has less than the window says; the scheduler's day grid shares its width between the posts).
 * `guess` stands until the element has a width, which a test's jsdom never gives.
 *
 * The width is read where the browser reports it, after its own layout and before it paints, and drawn there
 * (flushSync), so the first paint already has it; read as the element was attached, it made the browser lay the
 * whole page out in the middle of React's commit. The part is drawn again only when what `read` gives differs from
 * what it shows: a dashboard panel whose guess was right is not drawn twice (90 ms on a phone).
 */
export function useElementWidthAs<E extends HTMLElement, V>(read: (width: number) => V, guess: V): [RefCallback<E>, V] {
  const measured = useRef<{ value: V } | null>(null);
  const shown = useRef({ read, guess });
  shown.current = { read, guess };
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width <= 0) return;
      const value = shown.current.read(width);
      const before = measured.current ? measured.current.value : shown.current.guess;
      measured.current = { value };
      if (!Object.is(value, before)) flushSync(redraw);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, measured.current ? measured.current.value : guess];
}

/** The element's inner width in pixels, null until it has one (see useElementWidthAs). */
export const useElementWidth = <E extends HTMLElement>() => useElementWidthAs<E, number | null>(asWidth, null);
