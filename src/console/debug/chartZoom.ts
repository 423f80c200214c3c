// The chart's zoom, pure. It opens fitted to its box, but never smaller than a scale where the 12 px labels can still
// be read (a big chart then scrolls), and never larger than 1:1 (a small chart is not blown up).

/** Below this the labels (12 px) drop under 9 px. */
export const MIN_CHART_SCALE = 0.75;
export const MAX_CHART_SCALE = 2;
/** One press of '+' or '−'. */
export const CHART_ZOOM_STEP = 1.25;

export interface Size {
  width: number;
  height: number;
}

const clampScale = (scale: number) =>
  Math.round(Math.max(MIN_CHART_SCALE, Math.min(MAX_CHART_SCALE, scale)) * 100) / 100;

/** The scale that fits `content` into `box`, kept readable; 1 while the box is not measured yet. */
export function fitScale(content: Size, box: Size): number {
  if (content.width <= 0 || content.height <= 0 || box.width <= 0 || box.height <= 0) return 1;
  const fits = Math.min(box.width / content.width, box.height / content.height, 1);
  return Math.max(MIN_CHART_SCALE, Math.floor(fits * 100) / 100);
}

/** One step in (+1) or out (−1) from `scale`. */
export const zoomStep = (scale: number, direction: 1 | -1) =>
  clampScale(direction === 1 ? scale * CHART_ZOOM_STEP : scale / CHART_ZOOM_STEP);
