import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { PAGE_SIZES } from '../../../shared/constants';
import type { DataTableActor } from './useDataTable';

/**
 * Three page links around the current page, sizes 5, 10, 20, 50, 100. A capped total («более 10 000») is a lower
 * bound the server raises as the pages go further, so 'next' stays open at its end.
 */
export function TablePagination({ actor }: { actor: DataTableActor }) {
  const offset = useSelector(actor, (s) => s.context.query.offset);
  const size = useSelector(actor, (s) => s.context.query.size);
  const total = useSelector(actor, (s) => s.context.total);
  const capped = useSelector(actor, (s) => s.context.totalCapped);
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.floor(offset / size);
  const first = Math.max(0, Math.min(current - 1, pages - 3));
  const links = Array.from({ length: Math.min(3, pages) }, (_, i) => first + i);
  const go = (page: number) => actor.send({ type: 'table.page', offset: page * size });
  return (
    <Flex as="nav" aria-label="Страницы" align="center" gap="1" wrap="wrap" data-testid="pagination">
      <Button
        size="xs"
        variant="ghost"
        disabled={current === 0}
        onClick={() => go(current - 1)}
        aria-label="Предыдущая страница"
      >
        ‹
      </Button>
      {links.map((p) => (
        <Button
          key={p}
          size="xs"
          variant={p === current ? 'solid' : 'ghost'}
          aria-current={p === current ? 'page' : undefined}
          onClick={() => go(p)}
        >
          {p + 1}
        </Button>
      ))}
      <Button
        size="xs"
        variant="ghost"
        disabled={current >= pages - 1}
        onClick={() => go(current + 1)}
        aria-label="Следующая страница"
      >
        ›
      </Button>
      <Text fontSize="sm" color="fg.muted" mx="2" data-testid="table-total">
        Всего: {capped ? `более ${total.toLocaleString('ru-RU')}` : total}
      </Text>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label="Строк на странице"
          value={String(size)}
          onChange={(e) => actor.send({ type: 'table.size', size: Number(e.target.value) })}
        >
          {/* A list may ask for a size of its own (an unpaged report): it is offered too. */}
          {[...new Set([...PAGE_SIZES, size])]
            .sort((a, b) => a - b)
            .map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
