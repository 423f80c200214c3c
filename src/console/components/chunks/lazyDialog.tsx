import { type ComponentType, useEffect, useRef, useState } from 'react';
import { notify } from '../../toasts/toaster';
import { LazyDialogOpener } from '../focus/useDialogFocus';
import { chunkCache } from './chunkCache';

const LOAD_FAILED = 'Не удалось открыть окно: проверьте соединение и попробуйте ещё раз';

/**
 * A dialog in its own chunk, for a screen that opens it now and then: the screen paints without the dialog's form
 * kit (conform, the fields, the dirty guard), and the chunk loads when the dialog is first rendered. Until it has
 * come nothing is drawn, and on closing the focus goes back where it was when the dialog was asked for. Should the
 * chunk fail, a toast says so and `dismiss` closes the dialog in the screen's state, so the next click tries again.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  dismiss: (props: P) => void,
): ComponentType<P> {
  const chunk = chunkCache(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, like lazyScreen
  return function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => chunk.current());
    // Where the focus goes back on closing: the element that had it when the dialog was asked for.
    const [opener] = useState(() => document.activeElement);
    const latest = useRef(props);
    latest.current = props;
    useEffect(() => {
      if (Dialog) return;
      let live = true;
      chunk.fetch().then(
        (component) => live && setDialog(() => component),
        () => {
          if (!live) return;
          notify({ type: 'error', title: LOAD_FAILED });
          dismiss(latest.current);
        },
      );
      return () => {
        live = false;
      };
    }, [Dialog]);
    if (!Dialog) return null;
    return (
      <LazyDialogOpener.Provider value={opener}>
        <Dialog {...props} />
      </LazyDialogOpener.Provider>
    );
  };
}
