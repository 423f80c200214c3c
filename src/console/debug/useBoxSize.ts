import { useEffect, useRef, useState } from 'react';

// The inner size of a box, followed as it resizes (the dock dragged, docked elsewhere); 0 × 0 until measured and in
// jsdom. Less a few pixels, so a fitted chart does not bring up scrollbars of its own.
const SLACK = 4;

export function useBoxSize<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setSize((s) => {
        const width = Math.max(0, el.clientWidth - SLACK);
        const height = Math.max(0, el.clientHeight - SLACK);
        return s.width === width && s.height === height ? s : { width, height };
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
