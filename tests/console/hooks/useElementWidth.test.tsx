import { act, render, screen } from '@testing-library/react';
import { useElementWidth, useElementWidthAs } from '../../../src/console/hooks/useElementWidth';

let renders = 0;
function Narrow({ guess }: { guess: boolean }) {
  renders += 1;
  const [ref, narrow] = useElementWidthAs<HTMLDivElement, boolean>((width) => width < 800, guess);
  return (
    <div ref={ref} data-testid="narrow">
      {narrow ? 'cards' : 'table'}
    </div>
  );
}

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

  it('gives the width the browser reports after laying the element out, then as it changes, and stops watching when the element goes', () => {
    clientWidth = 700;
    const { unmount } = render(<Measured />);
    // Not read in React's commit (that would lay the page out there): the observer's first report, which a browser
    // makes before the first paint, brings it.
    expect(screen.getByTestId('measured')).toHaveTextContent('unknown');
    act(() => report?.(700));
    expect(screen.getByTestId('measured')).toHaveTextContent('700');
    act(() => report?.(912));
    expect(screen.getByTestId('measured')).toHaveTextContent('912');
    expect(observed).toBe(1);
    unmount();
    expect(observed).toBe(0);
  });

  it('draws again only when what it makes of the width differs from what is shown', () => {
    renders = 0;
    const { rerender } = render(<Narrow guess />);
    expect(screen.getByTestId('narrow')).toHaveTextContent('cards'); // the guess, until measured
    act(() => report?.(412));
    expect(renders).toBe(1); // the guess was right: not drawn twice
    act(() => report?.(500));
    expect(renders).toBe(1);
    act(() => report?.(1100));
    expect(screen.getByTestId('narrow')).toHaveTextContent('table');
    expect(renders).toBe(2);
    // Once measured, the guess no longer counts.
    rerender(<Narrow guess />);
    expect(screen.getByTestId('narrow')).toHaveTextContent('table');
  });

  it('keeps the guess, following it, while nothing is measured', () => {
    const { rerender } = render(<Narrow guess={false} />);
    expect(screen.getByTestId('narrow')).toHaveTextContent('table');
    rerender(<Narrow guess />);
    expect(screen.getByTestId('narrow')).toHaveTextContent('cards');
    act(() => report?.(0)); // no width: nothing measured
    expect(screen.getByTestId('narrow')).toHaveTextContent('cards');
  });

  it('is null while the element has no width (nothing laid out)', () => {
    render(<Measured />);
    act(() => report?.(0));
    expect(screen.getByTestId('measured')).toHaveTextContent('unknown');
  });
});
