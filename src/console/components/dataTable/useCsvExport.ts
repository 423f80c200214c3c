import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { fromCallback } from 'xstate';
import {
  type CsvExportEvent,
  csvExportMachine,
  type ExportFileFormat,
} from '../../../../machines/kit/csvExportMachine';
import type { TablePage, TableQuery } from '../../../../machines/kit/dataTableTypes';
import { inspect } from '../../debug/inspector';
import { collectAll, downloadText, toCsv } from './csvExport';
import type { ColumnDef } from './tableTypes';

/**
 * Writes the file on the server and downloads it (a report's CSV or Excel), reporting progress; resolves once saved.
 * Without one, the table pages through its list here and writes a CSV itself.
 */
export type ExportFile<Row> = (job: {
  format: ExportFileFormat;
  query: TableQuery;
  columns: ColumnDef<Row>[];
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}) => Promise<void>;

/** The export actor of a table: pages through the list with the current query and saves the visible columns. */
export function useCsvExport<Row>(opts: {
  fileName: string;
  load: (q: TableQuery) => Promise<TablePage<Row>>;
  query: () => TableQuery;
  columns: () => ColumnDef<Row>[];
  exportFile?: ExportFile<Row>;
}) {
  const ref = useRef(opts);
  ref.current = opts;
  return useActorRef(
    csvExportMachine.provide({
      actors: {
        collect: fromCallback<CsvExportEvent, { format: ExportFileFormat }>(({ sendBack, input }) => {
          let cancelled = false;
          const { load, query, columns, fileName, exportFile } = ref.current;
          const aborter = new AbortController();
          const onProgress = (loaded: number, total: number) =>
            !cancelled && sendBack({ type: 'export.progress', loaded, total });
          const written = exportFile
            ? exportFile({
                format: input.format,
                query: query(),
                columns: columns(),
                onProgress,
                signal: aborter.signal,
              })
            : collectAll(load, query(), onProgress, () => cancelled).then(
                (rows) => !cancelled && downloadText(toCsv(rows, columns()), `${fileName}.csv`),
              );
          written
            .then(() => !cancelled && sendBack({ type: 'export.done' }))
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
            aborter.abort();
          };
        }),
      },
    }),
    { inspect },
  );
}

export type CsvExportActor = ReturnType<typeof useCsvExport>;
