import { Box, Flex, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { DataTableInput, TablePage, TableQuery } from '../../../../machines/kit/dataTableTypes';
import { applyLocalQuery } from '../../../../machines/kit/dataTableTypes';
import { LoadState } from '../LoadState';
import { NARROW_QUERY, useMediaQuery } from '../useMediaQuery';
import { usePageTitle } from '../usePageTitle';
import { CardList } from './CardList';
import { ColumnsMenu } from './ColumnsMenu';
import { DataGrid } from './DataGrid';
import { FilterPanel } from './FilterPanel';
import { TablePagination } from './TablePagination';
import { TableToolbar } from './TableToolbar';
import { type ColumnDef, type FilterDef, primaryColumnId } from './tableTypes';
import { type ExportFile, useCsvExport } from './useCsvExport';
import { useDataTable } from './useDataTable';

export interface DataTablePageProps<Row> {
  /** The page heading; with tableKey it names the saved settings (they are kept per header and key). */
  title: string;
  tableKey: string;
  columns: ColumnDef<Row>[];
  load: (query: TableQuery) => Promise<TablePage<Row>>;
  rowKey: (row: Row) => string | number;
  onOpen?: (row: Row) => void;
  /** 'local' for small lists: loaded once, searched, sorted and paged in memory. */
  mode?: 'server' | 'local';
  filters?: FilterDef[];
  defaults?: DataTableInput['defaults'];
  /** Buttons beside the heading ('Добавить', ...). */
  actions?: ReactNode;
  /** Without a heading of its own: a table inside a card or a tab. */
  embedded?: boolean;
  /** Keep the query in the URL: by default the page's main list does, an embedded table does not. */
  inUrl?: boolean;
  /** A change reloads the list on the page it shows (a saved dialog). */
  reloadKey?: unknown;
  /**
   * The page's own filters outside the filter panel (a 'show deleted' or 'only tomorrow' switch): a change reloads
   * from the first page, as every filter change does.
   */
  paramsKey?: unknown;
  /** A soft-deleted row, marked «Удалён» in the primary column; by default a row whose deletedDate is set. */
  isDeleted?: (row: Row) => boolean;
  /** The mark's text, agreeing with the rows' noun: «Удалён» by default, «Удалена», «Удалено». */
  deletedLabel?: string;
  /** The server writes the export (CSV and Excel, streamed) instead of the table paging through its list. */
  exportFile?: ExportFile<Row>;
}

/** The shared data-table page of the list screens: toolbar, filter panel, rows (cards below 768 px) and pages. */
export function DataTablePage<Row>({
  title,
  tableKey,
  columns,
  load,
  rowKey,
  onOpen,
  mode = 'server',
  filters = [],
  defaults,
  actions,
  embedded,
  reloadKey,
  paramsKey,
  inUrl = !embedded,
  isDeleted,
  deletedLabel,
  exportFile,
}: DataTablePageProps<Row>) {
  usePageTitle(embedded ? null : title);
  const primary = primaryColumnId(columns);
  const actor = useDataTable({
    header: title,
    tableKey,
    columnIds: columns.map((c) => c.id),
    hiddenColumnIds: columns.filter((c) => c.hidden).map((c) => c.id),
    lockedColumnIds: primary ? [primary] : [],
    load,
    mode,
    defaults,
    inUrl,
  });
  const exporter = useCsvExport<Row>({
    fileName: title,
    // In local mode the export is the filtered list in memory; in server mode every page of the same query.
    load:
      mode === 'local' ? async (q) => applyLocalQuery(actor.getSnapshot().context.allRows, q) as TablePage<Row> : load,
    query: () => actor.getSnapshot().context.query,
    columns: () => {
      const { order, hidden } = actor.getSnapshot().context.columns;
      return order.filter((id) => !hidden.includes(id)).map((id) => columns.find((c) => c.id === id)!);
    },
    exportFile,
  });
  const firstKey = useRef(reloadKey);
  useEffect(() => {
    if (firstKey.current === reloadKey) return;
    firstKey.current = reloadKey;
    actor.send({ type: 'table.refresh' });
  }, [reloadKey, actor]);
  const firstParams = useRef(paramsKey);
  useEffect(() => {
    if (firstParams.current === paramsKey) return;
    firstParams.current = paramsKey;
    actor.send(
      actor.getSnapshot().context.query.offset > 0 ? { type: 'table.page', offset: 0 } : { type: 'table.refresh' },
    );
  }, [paramsKey, actor]);
  const narrow = useMediaQuery(NARROW_QUERY);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.matches({ data: 'failed' }));
  const empty = useSelector(actor, (s) => s.matches({ data: 'empty' }));
  const error = useSelector(actor, (s) => s.context.error);
  const rows = useSelector(actor, (s) => s.context.rows) as Row[];
  const layout = useSelector(actor, (s) => s.context.columns);
  const sortField = useSelector(actor, (s) => s.context.query.sortField);
  const sortOrder = useSelector(actor, (s) => s.context.query.sortOrder);
  const firstLoad = loading && rows.length === 0;

  return (
    <Stack gap="3" data-testid={`data-table-${tableKey}`}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {embedded ? (
          <Heading as="h2" size="md">
            {title}
          </Heading>
        ) : (
          <Heading as="h1" size="xl">
            {title}
          </Heading>
        )}
        {actions}
      </Flex>
      <Flex gap="2" wrap="wrap" align="center">
        <TableToolbar
          actor={actor}
          exporter={exporter}
          formats={exportFile ? ['csv', 'xlsx'] : ['csv']}
          hasFilters={filters.length > 0}
          tableKey={tableKey}
        />
        <ColumnsMenu actor={actor} columns={columns} />
      </Flex>
      {filters.length > 0 && <FilterPanel actor={actor} filters={filters} tableKey={tableKey} />}
      <LoadState
        loading={firstLoad}
        error={failed ? error : null}
        empty={empty}
        onRetry={() => actor.send({ type: 'table.refresh' })}
      >
        <Box position="relative" aria-busy={loading}>
          {narrow ? (
            <CardList
              rows={rows}
              columns={columns}
              layout={layout}
              rowKey={rowKey}
              onOpen={onOpen}
              label={title}
              isDeleted={isDeleted}
              deletedLabel={deletedLabel}
            />
          ) : (
            <DataGrid
              rows={rows}
              columns={columns}
              layout={layout}
              sortField={sortField}
              sortOrder={sortOrder}
              rowKey={rowKey}
              onOpen={onOpen}
              label={title}
              isDeleted={isDeleted}
              deletedLabel={deletedLabel}
              onSort={(field) => actor.send({ type: 'table.sort', field })}
              onResize={(id, width) => actor.send({ type: 'table.column.resize', id, width })}
              onMove={(id, to) => actor.send({ type: 'table.column.move', id, to })}
            />
          )}
          {loading && (
            <Flex
              position="absolute"
              inset="0"
              align="center"
              justify="center"
              bg="bg/60"
              data-testid="table-reloading"
            >
              <Spinner aria-label="Загрузка" />
            </Flex>
          )}
        </Box>
      </LoadState>
      {!failed && <TablePagination actor={actor} />}
    </Stack>
  );
}
