import { DateTime } from 'luxon';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useSchedulerOffice } from '../useSchedulerOffice';

// Where a board looks, kept in the address so other screens can link to it (?officeId=&date=yyyy-MM-dd, and
// &serviceId= on the timeline) and a reload opens the same place. Without officeId the office last worked in.

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const isoDay = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid ? value : null;

export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const [storedOffice, storeOffice] = useSchedulerOffice();
  const linkedOffice = positive(params.get('officeId'));
  // An office opened by a link becomes the one the scheduler screens open next.
  useEffect(() => {
    if (linkedOffice && linkedOffice !== storedOffice) storeOffice(linkedOffice);
  }, [linkedOffice, storedOffice, storeOffice]);

  const update = useCallback(
    (patch: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    officeId: linkedOffice ?? storedOffice,
    /** The day asked for, or null (the page shows today). */
    date: isoDay(params.get('date')),
    serviceId: positive(params.get('serviceId')),
    setOffice: useCallback(
      (officeId: number | null) => {
        storeOffice(officeId);
        update({ officeId: officeId ? String(officeId) : null });
      },
      [storeOffice, update],
    ),
    setDate: useCallback((date: string) => update({ date }), [update]),
    setServiceId: useCallback((serviceId: number) => update({ serviceId: String(serviceId) }), [update]),
  };
}
