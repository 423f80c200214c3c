import { Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useShiftExpired } from '../workspace/useWorkShift';

/**
 * 'Продлите смену' in the header while the stored executors are
 * older than the shift (12 hours); it leads to /config/workspace, where 'Продлить смену' renews it.
 */
export function WorkShiftWarning() {
  const expired = useShiftExpired();
  if (!expired) return null;
  return (
    <Button asChild size="xs" colorPalette="orange" variant="solid" flexShrink={0} data-testid="work-shift-warning">
      <Link href="/config/workspace" title="Исполнители смены назначены более 12 часов назад">
        <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M10 2 1 18h18L10 2Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M10 8v4M10 14.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Продлите смену
      </Link>
    </Button>
  );
}
