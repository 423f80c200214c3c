import { type FormValues, sameFormValue } from '../../../../machines/kit/dirtyGuardMachine';
import { dirtyGuards } from '../historyGuard';

/**
 * Unsaved form values put aside when the session expires, restored into the same form after the next login.
 * They live in sessionStorage: this browser tab only, gone with it, never sent to the server by themselves.
 * One draft per user, screen (path and query) and form name; `pristine` is what the form had loaded, so a draft
 * goes back only into the same object in the same state (not into another row's dialog of the same name).
 */
export interface FormDraft {
  userId: number;
  place: string;
  name: string;
  /** A dialog's title: the screen says which dialog to open again to get the values back. */
  title?: string;
  pristine: FormValues;
  values: FormValues;
}

const PREFIX = 'console.draft:';
export const DRAFTS_CHANGED = 'console:drafts-changed';

// Whose drafts these are: the session registers how to read the signed-in user (the kit does not import the session).
let signedInUser: () => number | undefined = () => undefined;
export const setDraftUser = (read: () => number | undefined) => {
  signedInUser = read;
};
export const draftUserId = () => signedInUser();

export const currentPlace = () => window.location.pathname + window.location.search;

const keyOf = (d: Pick<FormDraft, 'userId' | 'place' | 'name'>) => `${PREFIX}${d.userId}|${d.place}|${d.name}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: there is nowhere to keep drafts
  }
}

function announce() {
  window.dispatchEvent(new Event(DRAFTS_CHANGED));
}

function allDrafts(): { key: string; draft: FormDraft }[] {
  const store = storage();
  if (!store) return [];
  const found: { key: string; draft: FormDraft }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      found.push({ key, draft: JSON.parse(store.getItem(key) ?? '') as FormDraft });
    } catch {
      store.removeItem(key);
    }
  }
  return found;
}

export function putDraft(draft: FormDraft) {
  try {
    storage()?.setItem(keyOf(draft), JSON.stringify(draft));
  } catch {
    // a full storage keeps what it had: the draft is lost, as it would have been without this store
  }
  announce();
}

/** The draft of this form if it was made over the same loaded values; it is removed from the store once taken. */
export function takeDraft(where: Pick<FormDraft, 'userId' | 'place' | 'name'>, pristine: FormValues): FormDraft | null {
  const store = storage();
  const key = keyOf(where);
  const raw = store?.getItem(key);
  if (!store || !raw) return null;
  try {
    const draft = JSON.parse(raw) as FormDraft;
    if (!sameFormValue(draft.pristine, pristine)) return null;
    store.removeItem(key);
    announce();
    return draft;
  } catch {
    store.removeItem(key);
    return null;
  }
}

/** Drafts of dialogs on this screen waiting for their dialog to be opened again. */
export function waitingDialogDrafts(userId: number, place: string): FormDraft[] {
  return allDrafts()
    .map((d) => d.draft)
    .filter((d) => d.userId === userId && d.place === place && d.title);
}

/** Drops drafts: one, every draft of users other than `keepUserId`, or all of them (logout). */
export function dropDrafts(which: { only?: FormDraft; keepUserId?: number } = {}) {
  const store = storage();
  if (!store) return;
  for (const { key, draft } of allDrafts()) {
    if (which.only && key !== keyOf(which.only)) continue;
    if (which.keepUserId !== undefined && draft.userId === which.keepUserId) continue;
    store.removeItem(key);
  }
  announce();
}

export const hasDrafts = (userId: number) => allDrafts().some((d) => d.draft.userId === userId);

/** The session ended: every dirty form on screen that can restore its values puts them aside for this user. */
export function keepUnsavedDrafts(userId: number) {
  const place = currentPlace();
  for (const guard of dirtyGuards()) {
    const draft = guard.draft?.();
    if (draft) putDraft({ userId, place, ...draft });
  }
}
