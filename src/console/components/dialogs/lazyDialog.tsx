import { type ComponentType, useEffect, useRef, useState } from 'react';
import { notify } from '../../toasts/toaster';
import { LazyDialogOpener } from '../focus/useDialogFocus';

const LOAD_FAILED = 'Не удалось открыть окно: проверьте соединение и попробуйте ещё раз';

/**
 * A dialog in its own chunk, for a screen that opens it now and then: the screen paints without the dialog's form
 * kit (conform, the fields, the dirty guard), and the chunk loads when the dialog is first rendered. Until it has
 * come nothing is drawn, and the focus goes back where it was when it was asked for; should it fail, a toast says so and `dismiss` closes the dialog in the screen's state, so
 * the next click tries again.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  dismiss: (props: P) => void,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchChunk = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, like lazyScreen
  return function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    // Where the focus goes back on closing: the element that had it when the dialog was asked for.
    const [opener] = useState(() => document.activeElement);
    const latest = useRef(props);
    latest.current = props;
    useEffect(() => {
      if (Dialog) return;
      let live = true;
      fetchChunk().then(
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
