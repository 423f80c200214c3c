import {
  clampDockSize,
  DOCK_MIN_SIZE,
  DOCK_PAGE_RESERVE,
  DOCK_STORAGE_KEY,
  defaultDockLayout,
  readDockLayout,
  withDockSize,
  writeDockLayout,
} from '../../../src/console/debug/dockLayout';

const VIEWPORT = { width: 1440, height: 900 };

describe('dockLayout', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens at the bottom on a third of the height, not the 45 % that hid the page', () => {
    expect(defaultDockLayout(VIEWPORT)).toEqual({ placement: 'bottom', height: 300, width: 520 });
    expect(readDockLayout(window.localStorage, VIEWPORT)).toEqual(defaultDockLayout(VIEWPORT));
  });

  it('keeps a size between the minimum and what leaves the page its share', () => {
    expect(clampDockSize(10, 'bottom', VIEWPORT)).toBe(DOCK_MIN_SIZE);
    expect(clampDockSize(5000, 'bottom', VIEWPORT)).toBe(VIEWPORT.height - DOCK_PAGE_RESERVE);
    expect(clampDockSize(5000, 'right', VIEWPORT)).toBe(VIEWPORT.width - DOCK_PAGE_RESERVE);
    const right = { ...defaultDockLayout(VIEWPORT), placement: 'right' as const };
    expect(withDockSize(right, 700, VIEWPORT)).toEqual({ ...right, width: 700 });
  });

  it('remembers the placement and both sizes, and takes the default for anything unreadable', () => {
    writeDockLayout(window.localStorage, { placement: 'right', height: 410, width: 610 });
    expect(readDockLayout(window.localStorage, VIEWPORT)).toEqual({ placement: 'right', height: 410, width: 610 });
    // A smaller window than the one it was stored in: clamped.
    expect(readDockLayout(window.localStorage, { width: 700, height: 500 })).toEqual({
      placement: 'right',
      height: 500 - DOCK_PAGE_RESERVE,
      width: 700 - DOCK_PAGE_RESERVE,
    });
    window.localStorage.setItem(DOCK_STORAGE_KEY, '{"placement":"left","height":"big"');
    expect(readDockLayout(window.localStorage, VIEWPORT)).toEqual(defaultDockLayout(VIEWPORT));
    window.localStorage.setItem(DOCK_STORAGE_KEY, '{"placement":"top","height":"big"}');
    expect(readDockLayout(window.localStorage, VIEWPORT)).toEqual(defaultDockLayout(VIEWPORT));
  });
});
