import { Button, chakra, Flex, IconButton, Popover, Portal, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type ColumnDef, primaryColumnId } from './tableTypes';
import type { DataTableActor } from './useDataTable';

/**
 * Which columns show and in what order, by keyboard as well as by dragging the headers. The primary column (the
 * row's name, which carries the «Удалён» mark) cannot be hidden; 'Настройки' saves the choice.
 */
export function ColumnsMenu<Row>({ actor, columns }: { actor: DataTableActor; columns: ColumnDef<Row>[] }) {
  const layout = useSelector(actor, (s) => s.context.columns);
  const primary = primaryColumnId(columns);
  const byId = new Map(columns.map((c) => [c.id, c]));
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="table-columns">
          Колонки
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="320px">
            <Popover.Body>
              <Stack gap="1" as="ul" listStyleType="none" aria-label="Колонки таблицы">
                {layout.order.map((id, i) => (
                  <Flex as="li" key={id} align="center" gap="2">
                    <input
                      type="checkbox"
                      id={`col-toggle-${id}`}
                      checked={!layout.hidden.includes(id)}
                      disabled={id === primary}
                      title={id === primary ? 'Эта колонка видна всегда' : undefined}
                      onChange={() => actor.send({ type: 'table.column.toggle', id })}
                    />
                    <chakra.label htmlFor={`col-toggle-${id}`} flex="1" fontSize="sm">
                      {byId.get(id)?.header ?? id}
                    </chakra.label>
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={`Выше: ${byId.get(id)?.header}`}
                      disabled={i === 0}
                      onClick={() => actor.send({ type: 'table.column.move', id, to: i - 1 })}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={`Ниже: ${byId.get(id)?.header}`}
                      disabled={i === layout.order.length - 1}
                      onClick={() => actor.send({ type: 'table.column.move', id, to: i + 1 })}
                    >
                      ↓
                    </IconButton>
                  </Flex>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
