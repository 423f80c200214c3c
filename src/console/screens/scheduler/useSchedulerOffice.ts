import { useCallback, useState } from 'react';
import { useWorkspaceOfficeId } from '../../workspace/useWorkShift';

// The office a user works in the scheduler. By default the workspace's office (/config/workspace: the office this
// browser works for); an office chosen on a scheduler screen is kept across its screens and visits (localStorage),
// so the posts, week, half-year and board screens open on the same office, until the workspace's office changes:
// the choice remembers which workspace office it was made under and gives way when that is no longer the one.

const KEY = 'scheduler.officeId';

interface Choice {
  officeId: number;
  /** The workspace's office when the choice was made (null: none was set). */
  under: number | null;
}

const positive = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null);

/** The stored choice; a bare number (how it was stored before) counts as made with no workspace office. */
export function readSchedulerOffice(storage: Storage = window.localStorage): Choice | null {
  try {
    const raw = storage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'number') return positive(parsed) ? { officeId: parsed, under: null } : null;
    const { officeId, under } = (parsed ?? {}) as Partial<Choice>;
    return positive(officeId) ? { officeId: officeId as number, under: positive(under) } : null;
  } catch {
    return null;
  }
}

/** The office a scheduler screen opens on: the choice made under the current workspace office, else that office. */
export function schedulerOfficeOf(choice: Choice | null, workspaceOfficeId: number | null): number | null {
  if (choice && (workspaceOfficeId === null || choice.under === workspaceOfficeId)) return choice.officeId;
  return workspaceOfficeId;
}

export function useSchedulerOffice(): [number | null, (officeId: number | null) => void] {
  const workspaceOfficeId = useWorkspaceOfficeId() ?? null;
  const [choice, setChoice] = useState<Choice | null>(() => readSchedulerOffice());
  const choose = useCallback(
    (next: number | null) => {
      const made = next ? { officeId: next, under: workspaceOfficeId } : null;
      setChoice(made);
      try {
        if (made) window.localStorage.setItem(KEY, JSON.stringify(made));
        else window.localStorage.removeItem(KEY);
      } catch {
        // Storage may be off (private mode): the choice then lasts for this screen only.
      }
    },
    [workspaceOfficeId],
  );
  return [schedulerOfficeOf(choice, workspaceOfficeId), choose];
}
