import { type RefCallback, useCallback, useState } from 'react';

/**
 * An element's inner width (clientWidth: no border, no scroll bar), followed as it changes (ResizeObserver): for a
 * part that lays itself out by the room it has, not by the window's width (a panel beside the side menu has less
 * than the window says; the scheduler's day grid shares its width between the posts). Measured as the element is
 * attached, so the first paint already has it. Null until the element has a width, which a test's jsdom never gives.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth > 0 ? element.clientWidth : null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
