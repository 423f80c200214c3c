// Where a dialog gives the focus back when it closes. The element that had the focus when the dialog opened is
// often gone by then: the card's 'Сменить статус' is not offered while its dialog is open, a menu item unmounts with
// its menu, a table row is drawn again after the save, a form's dialog gave way to the next one (the payment link
// after its form). So the opener is remembered by what it looks like too, and found again among the elements that
// look the same, at the same place in that list; a dialog opened from another dialog that is gone goes back to
// where that one came from.

/** The id of the shell's main element: the skip link's target and the last resort for a dialog's focus. */
export const MAIN_CONTENT_ID = 'main-content';

const DIALOG_CONTENT = '[role="dialog"],[role="alertdialog"]';

export interface OpenerTrail {
  element: HTMLElement;
  /** How to find an element that looks the same: tag, test id and accessible name. */
  tag: string;
  testId: string | null;
  name: string;
  /** Its place among the elements that look the same when the dialog opened. */
  index: number;
  /** It sat in another dialog (a question over a form, the next step of a form). */
  inDialog: boolean;
  /** That dialog's own opener, while it was open. */
  parent: OpenerTrail | null;
}

/** The open dialogs of the kit (DialogRoot, DrawerRoot) by their content's id: their openers and opening order. */
const openDialogs = new Map<string, { trail: OpenerTrail | null; order: number }>();
let openings = 0;

const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();

const enabled = (el: HTMLElement) => el.isConnected && !el.hasAttribute('disabled') && !el.closest('[inert],[hidden]');
/** Shown ones first (a narrow screen hides the table's twin); without layout (jsdom) every enabled one counts. */
const pickShown = (list: HTMLElement[]) => {
  const shown = list.filter((el) => el.getClientRects().length > 0);
  return shown.length > 0 ? shown : list;
};
type Look = Pick<OpenerTrail, 'tag' | 'testId' | 'name' | 'inDialog'>;
/** The enabled elements that look the same (in a dialog when the opener was), shown ones first. */
const lookAlikes = ({ tag, testId, name, inDialog }: Look) =>
  pickShown(
    Array.from(document.getElementsByTagName(tag)).filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        el.getAttribute('data-testid') === testId &&
        nameOf(el) === name &&
        enabled(el) &&
        (!inDialog || el.closest(DIALOG_CONTENT) !== null),
    ),
  );

/**
 * The element a dialog opened from: the focused one, or for a menu item (focus sits in the menu) the menu's
 * trigger, which the menu itself gives the focus back to.
 */
export function rememberOpener(active: Element | null): OpenerTrail | null {
  let element = active instanceof HTMLElement && active !== document.body ? active : null;
  const menu = element?.closest('[role="menu"]');
  if (menu) {
    const trigger = document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
    element = trigger instanceof HTMLElement ? trigger : null;
  }
  if (!element) return null;
  const host = element.closest(DIALOG_CONTENT);
  const look: Look = {
    tag: element.tagName,
    testId: element.getAttribute('data-testid'),
    name: nameOf(element),
    inDialog: host !== null,
  };
  const parent = host ? (openDialogs.get(host.id)?.trail ?? null) : null;
  return { element, ...look, index: Math.max(0, lookAlikes(look).indexOf(element)), parent };
}

/** The opener if it is still there, else the element that took its place, else the main content (never the body). */
export function findOpener(trail: OpenerTrail | null): HTMLElement | null {
  if (trail && enabled(trail.element)) return trail.element;
  if (trail) {
    const same = lookAlikes(trail);
    const match = same[Math.min(trail.index, same.length - 1)];
    if (match) return match;
    // It sat in a dialog that is gone: back to where that one came from; unknown, the dialog below decides.
    if (trail.inDialog) return trail.parent ? findOpener(trail.parent) : null;
  }
  return document.getElementById(MAIN_CONTENT_ID);
}

/** A dialog (content id) opens: its opener is remembered; the returned number orders it among the open ones. */
export function dialogOpened(contentId: string, active: Element | null) {
  const trail = rememberOpener(active);
  const order = ++openings;
  openDialogs.set(contentId, { trail, order });
  return { trail, order };
}

/** While a dialog is open its entry stays (set again on each effect run: React may run effects twice). */
export function dialogStaysOpen(contentId: string, opening: { trail: OpenerTrail | null; order: number }) {
  openDialogs.set(contentId, opening);
  return () => {
    openDialogs.delete(contentId);
  };
}

/**
 * Where the focus goes when the dialog opened as `order` closes: it stays in a dialog opened after it (the next
 * step took its place), else back to the opener.
 */
export function returnFocusTarget(order: number, trail: OpenerTrail | null): HTMLElement | null {
  const active = document.activeElement;
  const host = active instanceof HTMLElement ? active.closest(DIALOG_CONTENT) : null;
  const holder = host ? openDialogs.get(host.id) : undefined;
  if (active instanceof HTMLElement && holder && holder.order > order) return active;
  return findOpener(trail);
}
