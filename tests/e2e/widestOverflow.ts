import type { Page } from '@playwright/test';

export interface PageFit {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost element sticking out furthest past the right edge, described for a failure message. */
  widest: string | null;
}

/**
 * Measures whether the page is wider than the window and, when it is, which element pushes it: among the elements
 * whose right edge passes the window (fixed ones and those clipped by a scrolling ancestor do not widen the page),
 * the one reaching furthest, and of those the outermost — the box to fix, not its innermost text.
 */
export function measureFit(page: Page): Promise<PageFit> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, widest: null };
    const clips = (el: Element) => {
      const overflowX = getComputedStyle(el).overflowX;
      return overflowX !== 'visible';
    };
    const describeElement = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label');
      const classes = [...el.classList].filter((c) => !c.startsWith('css-')).slice(0, 3);
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return [
        el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + classes.map((c) => `.${c}`).join(''),
        testId && `[data-testid=${testId}]`,
        label && `[aria-label="${label}"]`,
        `right=${Math.round(el.getBoundingClientRect().right + window.scrollX)}px`,
        text && `«${text}»`,
      ]
        .filter(Boolean)
        .join(' ');
    };
    let best: { el: Element; right: number; depth: number } | null = null;
    const walk = (el: Element, depth: number) => {
      if (getComputedStyle(el).position === 'fixed') return;
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right > innerWidth + 0.5 && (!best || right > best.right + 0.5)) best = { el, right, depth };
      // What a scrolling box holds scrolls inside it and cannot widen the page.
      if (el !== document.documentElement && el !== document.body && clips(el)) return;
      for (const child of el.children) walk(child, depth + 1);
    };
    walk(document.documentElement, 0);
    const found = best as { el: Element } | null;
    return { scrollWidth, innerWidth, widest: found ? describeElement(found.el) : null };
  });
}
