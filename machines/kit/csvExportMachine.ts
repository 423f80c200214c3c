import { assign, fromCallback, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

export type ExportFileFormat = 'csv' | 'xlsx';

export type CsvExportEvent =
  | { type: 'export.start'; format?: ExportFileFormat }
  | { type: 'export.cancel' }
  /** `loaded` counts rows of `total`; an Excel file streamed from the server counts kilobytes (total 0: unknown). */
  | { type: 'export.progress'; loaded: number; total: number }
  | { type: 'export.done' }
  | { type: 'export.failed'; error: SessionError };

export interface CsvExportContext {
  format: ExportFileFormat;
  loaded: number;
  total: number;
  error: SessionError | null;
}

/**
 * Export of the current filtered list (CSV, or Excel where the server writes it), all pages: idle -> exporting (progress as the pages arrive) -> done | failed.
 * The 'collect' actor pages through the list, writes the file and reports back; leaving 'exporting' (cancel)
 * stops it, so a cancelled export never downloads.
 */
export const csvExportMachine = setup({
  types: { context: {} as CsvExportContext, events: {} as CsvExportEvent },
  actions: {
    chooseFormat: assign({
      format: ({ event }) => (event.type === 'export.start' ? (event.format ?? 'csv') : 'csv'),
    }),
  },
  actors: {
    // Provided by the view: loads every page with the table's query and saves the CSV.
    collect: fromCallback<CsvExportEvent, { format: ExportFileFormat }>(() => () => {}),
  },
}).createMachine({
  id: 'csvExport',
  context: { format: 'csv', loaded: 0, total: 0, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'export.start': { target: 'exporting', actions: 'chooseFormat' } } },
    exporting: {
      tags: ['busy'],
      entry: assign({ loaded: 0, total: 0, error: null }),
      invoke: { id: 'collect', src: 'collect', input: ({ context }) => ({ format: context.format }) },
      on: {
        'export.progress': {
          actions: assign({ loaded: ({ event }) => event.loaded, total: ({ event }) => event.total }),
        },
        'export.done': 'done',
        'export.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        'export.cancel': 'idle',
      },
    },
    done: { on: { 'export.start': { target: 'exporting', actions: 'chooseFormat' } } },
    failed: { on: { 'export.start': { target: 'exporting', actions: 'chooseFormat' } } },
  },
});
