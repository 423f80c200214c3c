import { Badge } from '@chakra-ui/react';
import { useEffect } from 'react';
import { onPush } from '../realtime/pushListeners';
import { type CountedScope, knownOrderCount, refreshOrderCount, useOrderCount } from './orderCountStore';

/** Menu paths that show their order count. */
export const COUNTED_PATHS: Record<string, CountedScope> = { '/orders': 'active', '/orders/archive': 'archive' };

/**
 * The number of orders in a scope beside its menu item; asked for when the menu first shows it and after a push about
 * an order's status.
 */
export function OrderCountBadge({ scope }: { scope: CountedScope }) {
  const count = useOrderCount(scope);
  // Only the first showing asks: the lists keep the number fresh afterwards.
  useEffect(() => {
    if (knownOrderCount(scope) === undefined) void refreshOrderCount(scope);
  }, [scope]);
  // Another user's status change can move an order between the active list and the archive.
  useEffect(() => onPush((push) => push.kind === 'orderStatus' && void refreshOrderCount(scope)), [scope]);
  if (count === undefined) return null;
  const shown = count.total.toLocaleString('ru-RU');
  return (
    <Badge
      ml="2"
      size="sm"
      variant="subtle"
      colorPalette={scope === 'active' ? 'blue' : 'gray'}
      data-testid={`order-count-${scope}`}
      aria-label={count.capped ? `Заявок: более ${shown}` : `Заявок: ${shown}`}
    >
      {count.capped ? `${shown}+` : shown}
    </Badge>
  );
}
