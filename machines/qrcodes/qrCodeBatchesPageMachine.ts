import { assign, fromPromise, setup } from 'xstate';
import type { QrCodeBatch } from '../../src/shared/schemas/qrcodes';

// The /qrcodes page around its data table: which dialog is open ('Создать коды', a batch's codes, the delete
// confirmation), deleting a batch and printing its label sheet. The table itself is the kit's data-table chart; a
// change here bumps `version`, which reloads it.

export interface ActionError {
  message: string;
  errorCode?: string;
  status?: number;
}

/** The label sheet as the print call gives it: the file and the name the server chose. */
export interface PrintedSheet {
  blob: unknown;
  fileName: string;
}

export type QrCodeBatchesPageEvent =
  | { type: 'batches.create' }
  | { type: 'batches.created' }
  | { type: 'batches.codes'; batch: QrCodeBatch }
  | { type: 'batches.print'; batch: QrCodeBatch }
  | { type: 'batches.delete'; batch: QrCodeBatch }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' };

export interface QrCodeBatchesPageContext {
  /** The batch a dialog, the deletion or the print is about. */
  batch: QrCodeBatch | null;
  /** Bumped by every change of the list: the table reloads. */
  version: number;
  error: ActionError | null;
}

const toError = (error: unknown): ActionError => {
  const e = error as Partial<ActionError> | null;
  return { message: e?.message ?? String(error), errorCode: e?.errorCode, status: e?.status };
};

export const qrCodeBatchesPageMachine = setup({
  types: {
    context: {} as QrCodeBatchesPageContext,
    events: {} as QrCodeBatchesPageEvent,
  },
  actors: {
    deleteBatch: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('deleteBatch is provided by the API module');
    }),
    printBatch: fromPromise<PrintedSheet, { id: number }>(async () => {
      throw new Error('printBatch is provided by the API module');
    }),
  },
  actions: {
    /** A toast of the wiring: 'Партия удалена'. */
    notifyDeleted: () => {},
    /** Hands the sheet to the browser (the view's download). */
    saveSheet: (_, _sheet: PrintedSheet) => {},
    /** A toast of the wiring with the server's message. */
    notifyPrintFailed: (_, _error: ActionError) => {},
    take: assign({ batch: (_, batch: QrCodeBatch) => batch, error: null }),
    forget: assign({ batch: null, error: null }),
    reload: assign({ version: ({ context }) => context.version + 1 }),
  },
}).createMachine({
  id: 'qrCodeBatchesPage',
  context: { batch: null, version: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      entry: 'forget',
      on: {
        'batches.create': 'creating',
        'batches.codes': { target: 'viewingCodes', actions: { type: 'take', params: ({ event }) => event.batch } },
        'batches.delete': { target: 'deleting', actions: { type: 'take', params: ({ event }) => event.batch } },
        'batches.print': { target: 'printing', actions: { type: 'take', params: ({ event }) => event.batch } },
      },
    },
    creating: {
      on: {
        'batches.created': { target: 'idle', actions: 'reload' },
        'dialog.close': 'idle',
      },
    },
    viewingCodes: {
      on: { 'dialog.close': 'idle' },
    },
    deleting: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'delete.confirm': 'running',
            'dialog.close': '#qrCodeBatchesPage.idle',
          },
        },
        running: {
          tags: ['busy'],
          entry: assign({ error: null }),
          invoke: {
            id: 'deleteBatch',
            src: 'deleteBatch',
            input: ({ context }) => ({ id: context.batch!.id }),
            onDone: { target: '#qrCodeBatchesPage.idle', actions: ['reload', 'notifyDeleted'] },
            onError: {
              target: 'confirming',
              actions: assign({ error: ({ event }) => toError(event.error) }),
            },
          },
        },
      },
    },
    printing: {
      tags: ['printing'],
      invoke: {
        id: 'printBatch',
        src: 'printBatch',
        input: ({ context }) => ({ id: context.batch!.id }),
        onDone: { target: 'idle', actions: { type: 'saveSheet', params: ({ event }) => event.output } },
        onError: {
          target: 'idle',
          actions: { type: 'notifyPrintFailed', params: ({ event }) => toError(event.error) },
        },
      },
    },
  },
});
