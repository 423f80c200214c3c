import { useCallback, useState } from 'react';

// The office a user works in the scheduler, kept across its screens and visits (localStorage), so the posts, week,
// half-year and board screens open on the same office.

const KEY = 'scheduler.officeId';

function stored(): number | null {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function useSchedulerOffice(): [number | null, (officeId: number | null) => void] {
  const [officeId, setOfficeId] = useState<number | null>(stored);
  const choose = useCallback((next: number | null) => {
    setOfficeId(next);
    try {
      if (next) window.localStorage.setItem(KEY, String(next));
      else window.localStorage.removeItem(KEY);
    } catch {
      // Storage may be off (private mode): the choice then lasts for this screen only.
    }
  }, []);
  return [officeId, choose];
}
