import { useEffect } from 'react';
import { BRAND } from '../../shared/constants';

/** The page title is '{brand} - {title}'. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    document.title = `${BRAND} - ${title}`;
  }, [title]);
}
