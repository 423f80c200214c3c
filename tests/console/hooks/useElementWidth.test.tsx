import { act, render, screen } from '@testing-library/react';
import { useElementWidth } from '../../../src/console/hooks/useElementWidth';

function Measured() {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="measured">
      {width === null ? 'unknown' : String(width)}
    </div>
  );
}

describe('useElementWidth', () => {
  const RealObserver = globalThis.ResizeObserver;
  let report: ((width: number) => void) | null = null;
  let clientWidth = 0;
  let observed = 0;

  beforeEach(() => {
    observed = 0;
    clientWidth = 0;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => clientWidth);
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = (width) => {
          clientWidth = width;
          callback([], this as unknown as ResizeObserver);
        };
      }
      observe() {
        observed += 1;
      }
      unobserve() {}
      disconnect() {
        observed -= 1;
      }
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = RealObserver;
    vi.restoreAllMocks();
  });

  it('gives the width as laid out at once, then as it changes, and stops watching when the element goes', () => {
    clientWidth = 700;
    const { unmount } = render(<Measured />);
    expect(screen.getByTestId('measured')).toHaveTextContent('700');
    act(() => report?.(912));
    expect(screen.getByTestId('measured')).toHaveTextContent('912');
    expect(observed).toBe(1);
    unmount();
    expect(observed).toBe(0);
  });

  it('is null while the element has no width (nothing laid out)', () => {
    render(<Measured />);
    expect(screen.getByTestId('measured')).toHaveTextContent('unknown');
  });
});
