import { type RefCallback, useCallback, useState } from 'react';

/**
 * An element's width as laid out, followed as it changes (ResizeObserver): for a part that chooses its layout by the
 * room it has, not by the window's width (a panel beside the side menu has less than the window says). Null until
 * the element has a width, which a test's jsdom never gives.
 */
export function useElementWidth<T extends Element>(): [RefCallback<T>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = (value: number) => setWidth(value > 0 ? Math.round(value) : null);
    // Measured as it is attached, so the first paint already has the right layout.
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
