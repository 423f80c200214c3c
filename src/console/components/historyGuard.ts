// Back and Forward while a form is dirty: one window listener, installed before the router's, hears the step first
// and keeps it from the router, so the page being left never unmounts before the user has answered 'Точно ?'.

export interface MountedGuard {
  isDirty: () => boolean;
  /** The browser has moved already: put the form's URL back and ask. */
  onHistoryStep: () => void;
  /** What the form would put aside if the session ended now (a form that can restore values gives this). */
  draft?: () => {
    name: string;
    title?: string;
    pristine: Record<string, unknown>;
    values: Record<string, unknown>;
  } | null;
}

// Guards mounted now, in mount order: when forms are stacked (a dialog's form over a screen's form) only the top-most
// dirty one answers Back, link clicks and tab closing, so the user is asked once.
const mountedGuards: MountedGuard[] = [];

export const dirtyGuards = () => mountedGuards.filter((g) => g.isDirty());

export const topDirtyGuard = () => [...mountedGuards].reverse().find((g) => g.isDirty());

export function mountGuard(guard: MountedGuard): () => void {
  installHistoryGuard();
  mountedGuards.push(guard);
  return () => void mountedGuards.splice(mountedGuards.indexOf(guard), 1);
}

let installed = false;

/** Called at start (boot/startConsole.tsx) so that this listener precedes the router's; later calls do nothing. */
export function installHistoryGuard() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'popstate',
    (e) => {
      const guard = topDirtyGuard();
      if (!guard) return;
      e.stopImmediatePropagation();
      guard.onHistoryStep();
    },
    true,
  );
}
