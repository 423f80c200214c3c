import { useEffect } from 'react';
import { BRAND } from '../../shared/constants';

/** Seed 000 section 2: page title '{brand} - {title}'. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    document.title = `${BRAND} - ${title}`;
  }, [title]);
}
