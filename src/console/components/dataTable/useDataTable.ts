import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { dataTableMachine } from '../../../../machines/kit/dataTableMachine';
import type { DataTableInput, TablePage, TableQuery } from '../../../../machines/kit/dataTableTypes';
import { inspect } from '../../debug/inspector';
import { loadServerSettings, persistSettings, readLocalSettings } from './tableSettingsStore';
import { queryFromSearch, searchFromQuery } from './tableUrl';

export interface UseDataTableOptions<Row> {
  header: string;
  tableKey: string;
  columnIds: string[];
  /** Hidden by default / never hidden (DataTableInput). */
  hiddenColumnIds?: string[];
  lockedColumnIds?: string[];
  load: (query: TableQuery) => Promise<TablePage<Row>>;
  mode?: 'server' | 'local';
  defaults?: DataTableInput['defaults'];
  /** The page's main list keeps its query in the URL; a second table on the page must not fight it for it. */
  inUrl?: boolean;
}

/**
 * The data-table actor of one page, its effects provided here: the screen's load, the settings store and the
 * address bar (the query replaces the URL's search, so going back to the list finds it as it was left).
 */
export function useDataTable<Row>({
  header,
  tableKey,
  columnIds,
  hiddenColumnIds,
  lockedColumnIds,
  load,
  mode = 'server',
  defaults,
  inUrl = true,
}: UseDataTableOptions<Row>) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const locationRef = useRef(location);
  locationRef.current = location;
  const lastSearch = useRef(search);

  return useActorRef(
    dataTableMachine.provide({
      actors: {
        load: fromPromise(({ input }) => loadRef.current(input.query) as Promise<TablePage>),
        loadSettings: fromPromise(() => loadServerSettings(header, tableKey)),
      },
      actions: {
        syncUrl: ({ context }, query) => {
          if (!inUrl) return;
          const next = searchFromQuery(query, context.defaultQuery);
          if (next === lastSearch.current) return;
          lastSearch.current = next;
          navigate(`${locationRef.current}${next ? `?${next}` : ''}`, { replace: true });
        },
        persistSettings: (_, settings) => {
          // A failed save of the server copy is not worth an error dialog: the local copy is written first.
          persistSettings(header, tableKey, settings).catch(() => {
            // The local copy stands; the next change saves again.
          });
        },
      },
    }),
    {
      input: {
        mode,
        columnIds,
        hiddenColumnIds,
        lockedColumnIds,
        urlQuery: inUrl ? queryFromSearch(search) : undefined,
        saved: readLocalSettings(header, tableKey),
        defaults,
      },
      inspect,
      systemId: `table.${tableKey}`,
    },
  );
}

export type DataTableActor = ReturnType<typeof useDataTable>;
