import { useSyncExternalStore } from 'react';

/** The shell folds below 992 px; some screens use 768 px. */
export const SHELL_MOBILE_QUERY = '(max-width: 991.98px)';
export const NARROW_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
