import { Box, Button, Field, Flex, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { IsoDateInput } from '../inputs/IsoDateInput';
import type { FilterDef } from './tableTypes';
import type { DataTableActor } from './useDataTable';

/** The filter panel: fields edited as a draft, then 'Применить', 'Сбросить фильтр', 'Закрыть фильтр'. */
export function FilterPanel({
  actor,
  filters,
  tableKey,
}: {
  actor: DataTableActor;
  filters: FilterDef[];
  tableKey: string;
}) {
  const open = useSelector(actor, (s) => s.matches({ filterPanel: 'open' }));
  const draft = useSelector(actor, (s) => s.context.draft);
  if (!open) return null;
  const set = (id: string, value: string) => actor.send({ type: 'table.filter.draft', values: { [id]: value } });
  return (
    <Box
      as="form"
      id={`filters-${tableKey}`}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="filter-panel"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'table.filter.apply' });
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
        {filters.map((f) => (
          <Field.Root key={f.id}>
            <Field.Label>{f.label}</Field.Label>
            {f.type === 'select' ? (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={draft[f.id] ?? ''} onChange={(e) => set(f.id, e.target.value)}>
                  <option value="">Все</option>
                  {(f.options ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : f.type === 'date' ? (
              // DD.MM.YYYY whatever the browser's language (a native date field follows the browser's locale).
              <IsoDateInput size="sm" value={draft[f.id] ?? ''} onChange={(v) => set(f.id, v)} />
            ) : (
              <Input size="sm" value={draft[f.id] ?? ''} onChange={(e) => set(f.id, e.target.value)} />
            )}
          </Field.Root>
        ))}
      </SimpleGrid>
      <Flex gap="2" mt="4" wrap="wrap">
        <Button size="sm" type="submit">
          Применить
        </Button>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'table.filter.reset' })}>
          Сбросить фильтр
        </Button>
        <Button size="sm" variant="ghost" onClick={() => actor.send({ type: 'table.filter.close' })}>
          Закрыть фильтр
        </Button>
      </Flex>
    </Box>
  );
}
