import { assign, fromCallback, setup } from 'xstate';
import type { SessionError } from '../session/sessionTypes';

export type CsvExportEvent =
  | { type: 'export.start' }
  | { type: 'export.cancel' }
  | { type: 'export.progress'; loaded: number; total: number }
  | { type: 'export.done' }
  | { type: 'export.failed'; error: SessionError };

export interface CsvExportContext {
  loaded: number;
  total: number;
  error: SessionError | null;
}

/**
 * Export of the current filtered list, all pages: idle -> exporting (progress as the pages arrive) -> done | failed.
 * The 'collect' actor pages through the list, writes the file and reports back; leaving 'exporting' (cancel)
 * stops it, so a cancelled export never downloads.
 */
export const csvExportMachine = setup({
  types: { context: {} as CsvExportContext, events: {} as CsvExportEvent },
  actors: {
    // Provided by the view: loads every page with the table's query and saves the CSV.
    collect: fromCallback<CsvExportEvent>(() => () => {}),
  },
}).createMachine({
  id: 'csvExport',
  context: { loaded: 0, total: 0, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'export.start': 'exporting' } },
    exporting: {
      tags: ['busy'],
      entry: assign({ loaded: 0, total: 0, error: null }),
      invoke: { id: 'collect', src: 'collect' },
      on: {
        'export.progress': {
          actions: assign({ loaded: ({ event }) => event.loaded, total: ({ event }) => event.total }),
        },
        'export.done': 'done',
        'export.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        'export.cancel': 'idle',
      },
    },
    done: { on: { 'export.start': 'exporting' } },
    failed: { on: { 'export.start': 'exporting' } },
  },
});
