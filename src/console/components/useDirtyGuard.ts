import { useActorRef, useSelector } from '@xstate/react';
import { createElement, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRouter } from 'wouter';
import { dirtyGuardMachine, type FormValues } from '../../../machines/kit/dirtyGuardMachine';
import { inspect } from '../debug/inspector';
import { UnsavedChangesDialog } from './dialogs/UnsavedChangesDialog';
import { currentPlace, draftUserId, takeDraft } from './drafts/formDrafts';
import { RestoredDraftNotice } from './drafts/RestoredDraftNotice';
import { mountGuard, topDirtyGuard } from './historyGuard';

/** A way out of a form, carried out by this hook once the guard lets it through. */
export type LeaveIntent =
  | { kind: 'navigate'; to: string; replace?: boolean }
  | { kind: 'history'; delta: number }
  | { kind: 'close' };

interface Options {
  /** The actor's name in the debug panel. */
  name?: string;
  /** Pristine values known at mount; later ones come through `load`. */
  initialValues?: FormValues;
  /** Carries out a `{ kind: 'close' }` intent (a dialog's form). */
  onClose?: () => void;
  /**
   * Puts values into the form. Given, the form's unsaved values survive a session expiry: they are put aside when
   * it ends and put back (marked as unsaved, never sent by themselves) when the form opens again after the login.
   */
  restore?: (values: FormValues) => void;
  /** A dialog's title: while its values wait, the screen says which dialog to open again. */
  title?: string;
  /** The pristine values come later through `load` (not at mount): a kept draft is put back after that load. */
  restoreAfterLoad?: boolean;
}

const currentUrl = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * The unsaved-changes guard of one form (dirtyGuardMachine) wired to the browser: a guarded `navigate`, in-app link
 * clicks, Back/Forward (the URL is put back, the user asked, then the step is taken) and closing the tab.
 * Render `dialog` somewhere in the form's tree.
 */
export function useDirtyGuard({
  name = 'dirtyGuard',
  initialValues,
  onClose,
  restore,
  title,
  restoreAfterLoad = false,
}: Options = {}) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Dialogs of one screen share a chart name; their titles tell their kept values apart.
  const draftName = title ? `${name}:${title}` : name;
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const [restored, setRestored] = useState(false);

  const actor = useActorRef(
    dirtyGuardMachine.provide({
      actions: {
        proceed: (_, { intent }) => {
          const way = intent as LeaveIntent;
          if (way.kind === 'navigate') navigateRef.current(way.to, { replace: way.replace });
          else if (way.kind === 'history') window.history.go(way.delta);
          else onCloseRef.current?.();
        },
      },
    }),
    { input: { values: initialValues }, inspect, systemId: name },
  );

  useEffect(() => {
    const leave = (intent: LeaveIntent) => actor.send({ type: 'guard.leave', intent });
    let url = currentUrl();
    const track = () => {
      url = currentUrl();
    };
    const self = {
      draft: () => {
        if (!restoreRef.current) return null;
        const { pristine, current } = actor.getSnapshot().context;
        return { name: draftName, title, pristine, values: current };
      },
      // The chart's live snapshot, not a rendered value: an event may come before React has re-rendered.
      isDirty: () => actor.getSnapshot().hasTag('dirty'),
      // Put the form's URL back on top and ask. The entry just below it is where the user was going (back or
      // forward alike), so one step back takes them there once they confirm.
      onHistoryStep: () => {
        window.history.pushState(null, '', url);
        leave({ kind: 'history', delta: -1 });
      },
    };
    const unmount = mountGuard(self);
    const mine = () => topDirtyGuard() === self;
    // A step taken while no form is dirty moves the URL this guard returns to.
    const onPopState = () => {
      if (!topDirtyGuard()) track();
    };

    const onClick = (e: MouseEvent) => {
      if (!mine() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        (anchor.target && anchor.target !== '_self') ||
        anchor.hasAttribute('download')
      )
        return;
      const dest = new URL(anchor.href, window.location.href);
      if (dest.origin !== window.location.origin) return;
      if (dest.pathname === window.location.pathname && dest.search === window.location.search) return; // a jump on the page
      e.preventDefault();
      e.stopPropagation(); // the router's own click handler must not run
      const path = base && dest.pathname.startsWith(base) ? dest.pathname.slice(base.length) || '/' : dest.pathname;
      leave({ kind: 'navigate', to: path + dest.search + dest.hash });
    };

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!self.isDirty()) return;
      e.preventDefault();
      e.returnValue = ''; // older browsers ask only when this is set
    };

    window.addEventListener('popstate', onPopState);
    window.addEventListener('pushState', track);
    window.addEventListener('replaceState', track);
    window.addEventListener('hashchange', track);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      unmount();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pushState', track);
      window.removeEventListener('replaceState', track);
      window.removeEventListener('hashchange', track);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [actor, base, draftName, title]);

  /** Puts back the values kept at the session's end, if they were made over these same loaded values. */
  const applyDraft = useCallback(
    (pristine: FormValues) => {
      const userId = draftUserId();
      if (!restoreRef.current || userId === undefined) return;
      const draft = takeDraft({ userId, place: currentPlace(), name: draftName }, pristine);
      if (!draft) return;
      restoreRef.current(draft.values);
      setRestored(true);
    },
    [draftName],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form mounts with its loaded values
  useEffect(() => {
    if (!restoreAfterLoad) applyDraft(actor.getSnapshot().context.pristine);
  }, []);

  const dirty = useSelector(actor, (s) => s.hasTag('dirty'));
  const confirming = useSelector(actor, (s) => s.matches('confirming'));

  const requestLeave = useCallback((intent: LeaveIntent) => actor.send({ type: 'guard.leave', intent }), [actor]);
  const guardedNavigate = useCallback(
    (to: string, options?: { replace?: boolean }) => requestLeave({ kind: 'navigate', to, replace: options?.replace }),
    [requestLeave],
  );
  const load = useCallback(
    (values: FormValues) => {
      actor.send({ type: 'guard.load', values });
      if (restoreAfterLoad) applyDraft(values);
    },
    [actor, applyDraft, restoreAfterLoad],
  );
  const change = useCallback((values: FormValues) => actor.send({ type: 'guard.change', values }), [actor]);
  const saved = useCallback(
    (values?: FormValues) => {
      setRestored(false);
      actor.send({ type: 'guard.saved', values });
    },
    [actor],
  );
  const discardRestored = useCallback(() => {
    setRestored(false);
    restoreRef.current?.(actor.getSnapshot().context.pristine);
  }, [actor]);
  // The note stays while the put-back values are unsaved; undoing them by hand or saving ends it.
  const restoredNotice = restored && dirty ? createElement(RestoredDraftNotice, { onDiscard: discardRestored }) : null;

  const dialog = useMemo(
    () =>
      createElement(UnsavedChangesDialog, {
        open: confirming,
        onCancel: () => actor.send({ type: 'guard.cancel' }),
        onConfirm: () => actor.send({ type: 'guard.confirm' }),
      }),
    [actor, confirming],
  );

  return {
    dirty,
    confirming,
    requestLeave,
    navigate: guardedNavigate,
    load,
    change,
    saved,
    dialog,
    restoredNotice,
    actorRef: actor,
  };
}
