import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { fromCallback } from 'xstate';
import { type CsvExportEvent, csvExportMachine } from '../../../../machines/kit/csvExportMachine';
import type { TablePage, TableQuery } from '../../../../machines/kit/dataTableTypes';
import { inspect } from '../../debug/inspector';
import { collectAll, downloadText, toCsv } from './csvExport';
import type { ColumnDef } from './tableTypes';

/** The export actor of a table: pages through the list with the current query and saves the visible columns. */
export function useCsvExport<Row>(opts: {
  fileName: string;
  load: (q: TableQuery) => Promise<TablePage<Row>>;
  query: () => TableQuery;
  columns: () => ColumnDef<Row>[];
}) {
  const ref = useRef(opts);
  ref.current = opts;
  return useActorRef(
    csvExportMachine.provide({
      actors: {
        collect: fromCallback<CsvExportEvent>(({ sendBack }) => {
          let cancelled = false;
          const { load, query, columns, fileName } = ref.current;
          collectAll(
            load,
            query(),
            (loaded, total) => !cancelled && sendBack({ type: 'export.progress', loaded, total }),
            () => cancelled,
          )
            .then((rows) => {
              if (cancelled) return;
              downloadText(toCsv(rows, columns()), `${fileName}.csv`);
              sendBack({ type: 'export.done' });
            })
            .catch(
              (e: { message?: string; errorCode?: string; status?: number }) =>
                !cancelled &&
                sendBack({
                  type: 'export.failed',
                  error: { message: e?.message ?? String(e), errorCode: e?.errorCode, status: e?.status },
                }),
            );
          return () => {
            cancelled = true;
          };
        }),
      },
    }),
    { inspect },
  );
}

export type CsvExportActor = ReturnType<typeof useCsvExport>;
