import { Button, Flex, IconButton, Input, Menu, Portal, Progress, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ExportFileFormat } from '../../../../machines/kit/csvExportMachine';
import type { CsvExportActor } from './useCsvExport';
import type { DataTableActor } from './useDataTable';

const SEARCH_DEBOUNCE_MS = 400;

/** Refresh, 'Быстрый поиск', 'Фильтровать', the settings menu and the CSV export of the list. */
export function TableToolbar({
  actor,
  exporter,
  formats = ['csv'],
  hasFilters,
  tableKey,
}: {
  actor: DataTableActor;
  exporter: CsvExportActor;
  formats?: ExportFileFormat[];
  hasFilters: boolean;
  tableKey: string;
}) {
  const search = useSelector(actor, (s) => s.context.query.search);
  const filterOpen = useSelector(actor, (s) => s.matches({ filterPanel: 'open' }));
  const activeFilters = useSelector(actor, (s) => Object.keys(s.context.query.filters).length);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  // What the user is typing; it reaches the query after a pause, so a server list is not asked per keystroke.
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return;
    const t = setTimeout(() => actor.send({ type: 'table.search', value: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, search, actor]);

  return (
    <>
      <IconButton
        aria-label="Обновить"
        title="Обновить"
        variant="outline"
        size="sm"
        loading={loading}
        onClick={() => actor.send({ type: 'table.refresh' })}
      >
        ⟳
      </IconButton>
      <Input
        size="sm"
        maxW="280px"
        placeholder="Быстрый поиск"
        aria-label="Быстрый поиск"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && actor.send({ type: 'table.search', value: text })}
        data-testid="table-search"
      />
      {hasFilters && (
        <Button
          size="sm"
          variant={filterOpen ? 'solid' : 'outline'}
          aria-expanded={filterOpen}
          aria-controls={`filters-${tableKey}`}
          onClick={() => actor.send({ type: 'table.filter.toggle' })}
        >
          Фильтровать{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      )}
      <SettingsMenu actor={actor} />
      <ExportButton exporter={exporter} formats={formats} />
    </>
  );
}

function SettingsMenu({ actor }: { actor: DataTableActor }) {
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'reset') actor.send({ type: 'table.settings.reset' });
        else actor.send({ type: 'table.settings.save', scope: value as 'columns' | 'filters' | 'both' });
      }}
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="table-settings">
          Настройки
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="columns">Сохранить настройки колонок</Menu.Item>
            <Menu.Item value="filters">Сохранить настройки фильтра</Menu.Item>
            <Menu.Item value="both">Сохранить настройки колонок и фильтра</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="reset">Сбросить все настройки</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const FORMAT_NAMES: Record<ExportFileFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

function ExportButton({ exporter, formats }: { exporter: CsvExportActor; formats: ExportFileFormat[] }) {
  const format = useSelector(exporter, (s) => s.context.format);
  const busy = useSelector(exporter, (s) => s.hasTag('busy'));
  const loaded = useSelector(exporter, (s) => s.context.loaded);
  const total = useSelector(exporter, (s) => s.context.total);
  const error = useSelector(exporter, (s) => s.context.error);
  if (busy) {
    return (
      <Flex align="center" gap="2" data-testid="export-progress">
        <Progress.Root
          value={total ? Math.round((loaded / total) * 100) : null}
          size="sm"
          w="120px"
          aria-label={`Выгрузка в ${FORMAT_NAMES[format]}`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs">{total ? `${loaded} из ${total}` : `${loaded} КБ`}</Text>
        <Button size="xs" variant="ghost" onClick={() => exporter.send({ type: 'export.cancel' })}>
          Отменить
        </Button>
      </Flex>
    );
  }
  return (
    <>
      {formats.map((f) => (
        <Button
          key={f}
          size="sm"
          variant="outline"
          onClick={() => exporter.send({ type: 'export.start', format: f })}
          data-testid={f === 'csv' ? 'table-export' : `table-export-${f}`}
        >
          Выгрузить в {FORMAT_NAMES[f]}
        </Button>
      ))}
      {error && (
        <Text role="alert" fontSize="xs" color="fg.error">
          Выгрузка не удалась: {error.message}
        </Text>
      )}
    </>
  );
}
