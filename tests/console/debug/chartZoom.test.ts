import { fitScale, MAX_CHART_SCALE, MIN_CHART_SCALE, zoomStep } from '../../../src/console/debug/chartZoom';

describe('chartZoom', () => {
  it('fits a chart into its box, never blowing a small one up past 1:1', () => {
    expect(fitScale({ width: 2000, height: 400 }, { width: 1600, height: 400 })).toBe(0.8);
    expect(fitScale({ width: 300, height: 200 }, { width: 1000, height: 600 })).toBe(1);
  });

  it('stops at a readable scale: a chart too big for the box then scrolls', () => {
    expect(fitScale({ width: 5000, height: 3000 }, { width: 800, height: 300 })).toBe(MIN_CHART_SCALE);
  });

  it('draws 1:1 until the box is measured', () => {
    expect(fitScale({ width: 5000, height: 3000 }, { width: 0, height: 0 })).toBe(1);
  });

  it('zooms in and out by steps within the limits', () => {
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(1.25, -1)).toBe(1);
    expect(zoomStep(MIN_CHART_SCALE, -1)).toBe(MIN_CHART_SCALE);
    expect(zoomStep(MAX_CHART_SCALE, 1)).toBe(MAX_CHART_SCALE);
  });
});
