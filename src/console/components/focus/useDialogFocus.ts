import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { dialogOpened, dialogStaysOpen, type OpenerTrail, returnFocusTarget } from './dialogOpener';

// Every dialog and drawer of the console traps the focus and gives it back (WAI-ARIA dialog pattern). Chakra's
// Dialog (zag) already traps it and returns it to the element focused when the trap started, a frame after opening;
// by then a dialog opened from an element that unmounts (a card action, a menu item) finds only the body. So the
// opener is remembered while the opening render runs, when it still has the focus, and found again at closing
// (finalFocusEl). And when the focused field inside is drawn anew (a select keyed by its options), the focus would
// fall to the body: it is put back on the dialog's first field.

const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const OPEN_CONTENT = '[data-scope="dialog"][data-part="content"][data-state="open"]';

/** The focus fell to the body while it was in this dialog, the top one: back to its first field. */
function keepFocusInside(contentId: string, initialFocusEl?: () => HTMLElement | null | undefined) {
  let focusedInside = false;
  const onFocusIn = (e: FocusEvent) => {
    const content = document.getElementById(contentId);
    focusedInside = !!content && e.target instanceof Node && content.contains(e.target);
  };
  const observer = new MutationObserver(() => {
    const content = document.getElementById(contentId);
    const active = document.activeElement;
    if (!focusedInside || !content || (active && active !== document.body)) return;
    const open = document.querySelectorAll(OPEN_CONTENT);
    if (open.length > 0 && open[open.length - 1] !== content) return;
    const target = initialFocusEl?.() ?? content.querySelector<HTMLElement>(TABBABLE) ?? content;
    target.focus({ preventScroll: true });
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}

/**
 * The element that had the focus when a dialog in its own chunk was asked for (lazyDialog): by the time the chunk has
 * come the opener may have been disabled (an offer's buttons while its answer is open), and the focus is on the body.
 */
export const LazyDialogOpener = createContext<Element | null>(null);

/**
 * The focus props of a Dialog.Root / Drawer.Root: trapped inside while open, back to the opener (or what took its
 * place, or the main content) when closed. `open` is the root's own.
 */
export function useDialogFocus(open: boolean, initialFocusEl?: () => HTMLElement | null | undefined) {
  const contentId = `dialog-content-${useId()}`;
  const opening = useRef<{ trail: OpenerTrail | null; order: number }>({ trail: null, order: 0 });
  const wasOpen = useRef(false);
  const heldOpener = useContext(LazyDialogOpener);
  // Read during the render that opens the dialog: the commit after it may remove the opener. A focus on the body
  // means it was lost while the dialog's chunk loaded (a dialog opened from inside this one has a real one).
  if (open && !wasOpen.current) {
    const active = document.activeElement;
    opening.current = dialogOpened(contentId, active && active !== document.body ? active : heldOpener);
  }
  wasOpen.current = open;
  const initial = useRef(initialFocusEl);
  initial.current = initialFocusEl;

  useEffect(() => {
    if (!open) return;
    const stopKeeping = keepFocusInside(contentId, () => initial.current?.() ?? null);
    const closed = dialogStaysOpen(contentId, opening.current);
    return () => {
      stopKeeping();
      closed();
    };
  }, [open, contentId]);

  return {
    ids: { content: contentId },
    trapFocus: true,
    restoreFocus: true,
    finalFocusEl: () => returnFocusTarget(opening.current.order, opening.current.trail),
  };
}
