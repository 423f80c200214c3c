import { assign, fromPromise, setup } from 'xstate';
import { ERROR_CODES } from '../../src/shared/errorCodes';
import { INVOICE_CHANGED_TEXT, INVOICE_CHANGED_TITLE, type Invoice } from '../../src/shared/schemas/invoice';
import type { SessionError } from '../session/sessionTypes';
import { INVOICE_EVENTS, type InvoiceAction } from './invoiceMachine';

// The order card's 'Счета' panel: the order's invoices, the dialog open for one of them, and one action at a time.
// Which actions exist is the server's answer (allowedActions, computed from machines/invoices/invoiceMachine) narrowed
// by the user's rights; it is never worked out here.

/** The 'Счёт был изменён.' toast lasts 3 s (others 4 s). */
export const INVOICE_CHANGED_TOAST_MS = 3_000;

/** What the user may do beside what the chart allows: the card's readOnly and the permission flags. */
export interface InvoiceRights {
  readOnly: boolean;
  /** 'order.invoices' permissionInsert: create. */
  canInsert: boolean;
  /** 'order.invoices' permissionUpdate: edits and lifecycle actions. */
  canUpdate: boolean;
  /** 'order.invoices' permissionDelete: deactivate. */
  canDelete: boolean;
  /** 'order.invoices.payments' permissionUpdate: SMS, payment links, payments, retract. */
  canPay: boolean;
}

const PAYMENT_ACTIONS: readonly InvoiceAction[] = [
  'invoice.sendSms',
  'invoice.payByCard',
  'invoice.paySbp',
  'invoice.payInCash',
  'invoice.payToAccount',
  'invoice.affirmPaidToAccount',
  'invoice.retract',
];

const permitted = (action: InvoiceAction, rights: InvoiceRights) =>
  action === 'invoice.deactivate'
    ? rights.canDelete
    : PAYMENT_ACTIONS.includes(action)
      ? rights.canPay
      : rights.canUpdate;

/** The actions to offer on an invoice, in the chart's listing order: allowed by the server AND by the rights. */
export function offeredActions(invoice: Pick<Invoice, 'allowedActions'>, rights: InvoiceRights): InvoiceAction[] {
  if (rights.readOnly) return [];
  return INVOICE_EVENTS.map((e) => e.type).filter((a) => invoice.allowedActions.includes(a) && permitted(a, rights));
}

/** 'Изменить' is saved by the invoice editor itself, not through runAction. */
const EDITOR_ACTION: InvoiceAction = 'invoice.edit';

/** The dialog on screen: an action's (or the editor's) for one invoice, or the editor for a new one. */
export interface PanelDialog {
  invoiceId: number | null;
  action: InvoiceAction | 'invoice.create';
}

export interface ActionError extends SessionError {
  /** Field -> message of a 400 answer. */
  details?: Record<string, string>;
}

export interface ActionRequest {
  invoiceId: number;
  action: InvoiceAction;
  input: unknown;
}

/** What an action answers: the invoice afterwards, and the link for the payment-link actions. */
export interface ActionOutcome {
  invoice: Invoice;
  paymentLink?: string;
}

export interface InvoicePanelContext {
  orderId: number;
  showDeleted: boolean;
  rights: InvoiceRights;
  invoices: Invoice[];
  loadError: ActionError | null;
  dialog: PanelDialog | null;
  /** What the dialog sent last: kept when the server refuses, so the form shows it again. */
  input: unknown;
  error: ActionError | null;
  /** The link the last payment-link action made, shown until the dialog closes. */
  paymentLink: string | null;
  /** The invoice a stale action was refused on, being read again. */
  staleId: number | null;
}

export type InvoicePanelEvent =
  | { type: 'invoices.access'; rights: InvoiceRights }
  | { type: 'invoices.showDeleted'; showDeleted: boolean }
  | { type: 'invoices.retry' }
  | { type: 'invoices.create' }
  | { type: 'invoices.createAutomated' }
  | { type: 'invoice.open'; invoiceId: number; action: InvoiceAction }
  | { type: 'invoice.action'; invoiceId: number; action: InvoiceAction; input?: unknown }
  /** The editor saved a new or changed invoice. */
  | { type: 'invoice.saved'; invoice: Invoice }
  | { type: 'invoice.close' };

const toActionError = (raw: unknown): ActionError => {
  const e = raw as Partial<ActionError> | undefined;
  return { message: e?.message ?? String(raw), errorCode: e?.errorCode, status: e?.status, details: e?.details };
};

/**
 * The list with the invoice put in (replaced, or added); a deactivated one leaves it unless inactive ones are shown.
 */
export function upsertInvoice(invoices: readonly Invoice[], invoice: Invoice, showDeleted: boolean): Invoice[] {
  if (invoice.state === 'inactive' && !showDeleted) return invoices.filter((i) => i.id !== invoice.id);
  return invoices.some((i) => i.id === invoice.id)
    ? invoices.map((i) => (i.id === invoice.id ? invoice : i))
    : [...invoices, invoice];
}

const isOffered = (context: InvoicePanelContext, invoiceId: number, action: InvoiceAction) => {
  const invoice = context.invoices.find((i) => i.id === invoiceId);
  return invoice !== undefined && offeredActions(invoice, context.rights).includes(action);
};

const closed = { dialog: null, input: null, error: null, paymentLink: null } as const;

/**
 * loading -> ready (idle | dialog | link) -> acting -> ready again with the answer put in the list; a stale action
 * (409 INELIGIBLE_STATE) -> reloading that invoice, with the 'Счёт был изменён.' toast; any other refusal keeps the
 * dialog open with what was typed and the message. The calls come from the view's wiring (runAction maps an action
 * to its call); invoiceChanged, actionDone and actionFailed (the toasts) from the view.
 */
export const invoicePanelMachine = setup({
  types: {
    context: {} as InvoicePanelContext,
    events: {} as InvoicePanelEvent,
    input: {} as { orderId: number; rights: InvoiceRights },
  },
  actors: {
    loadInvoices: fromPromise<Invoice[], { orderId: number; showDeleted: boolean }>(async () => {
      throw new Error('loadInvoices is provided by the view');
    }),
    runAction: fromPromise<ActionOutcome, ActionRequest>(async () => {
      throw new Error('runAction is provided by the view');
    }),
    reloadInvoice: fromPromise<Invoice, { invoiceId: number }>(async () => {
      throw new Error('reloadInvoice is provided by the view');
    }),
    createAutomated: fromPromise<Invoice, { orderId: number }>(async () => {
      throw new Error('createAutomated is provided by the view');
    }),
  },
  actions: {
    invoiceChanged: (_, _toast: { title: string; description: string; duration: number }) => {},
    actionDone: (_, _done: { action: InvoiceAction | 'invoices.createAutomated'; invoice: Invoice }) => {},
    actionFailed: (_, _error: ActionError) => {},
    putInvoice: assign({
      invoices: ({ context }, invoice: Invoice) => upsertInvoice(context.invoices, invoice, context.showDeleted),
    }),
  },
  guards: {
    canOpen: ({ context, event }) => event.type === 'invoice.open' && isOffered(context, event.invoiceId, event.action),
    canRun: ({ context, event }) =>
      event.type === 'invoice.action' &&
      event.action !== EDITOR_ACTION &&
      isOffered(context, event.invoiceId, event.action),
    canCreate: ({ context }) => !context.rights.readOnly && context.rights.canInsert,
    gaveLink: ({ event }) => typeof (event as { output?: ActionOutcome }).output?.paymentLink === 'string',
    isStale: ({ event }) => {
      const error = toActionError((event as { error?: unknown }).error);
      return error.status === 409 && error.errorCode === ERROR_CODES.ineligibleState;
    },
  },
}).createMachine({
  id: 'invoicePanel',
  context: ({ input }) => ({
    orderId: input.orderId,
    showDeleted: false,
    rights: input.rights,
    invoices: [],
    loadError: null,
    staleId: null,
    ...closed,
  }),
  initial: 'loading',
  on: {
    'invoices.access': { actions: assign({ rights: ({ event }) => event.rights }) },
  },
  states: {
    loading: {
      tags: ['loading'],
      on: {
        'invoices.showDeleted': {
          target: 'loading',
          reenter: true,
          actions: assign({ showDeleted: ({ event }) => event.showDeleted }),
        },
      },
      invoke: {
        id: 'loadInvoices',
        src: 'loadInvoices',
        input: ({ context }) => ({ orderId: context.orderId, showDeleted: context.showDeleted }),
        onDone: { target: 'ready', actions: assign({ invoices: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toActionError(event.error) }) },
      },
    },
    failed: {
      on: {
        'invoices.retry': { target: 'loading' },
        'invoices.showDeleted': {
          target: 'loading',
          actions: assign({ showDeleted: ({ event }) => event.showDeleted }),
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'invoice.action': {
          guard: 'canRun',
          target: 'acting',
          actions: assign(({ event }) => ({
            dialog: { invoiceId: event.invoiceId, action: event.action },
            input: event.input ?? null,
            error: null,
            paymentLink: null,
          })),
        },
      },
      states: {
        idle: {
          on: {
            'invoice.open': {
              guard: 'canOpen',
              target: 'dialog',
              actions: assign(({ event }) => ({
                ...closed,
                dialog: { invoiceId: event.invoiceId, action: event.action },
              })),
            },
            'invoices.create': {
              guard: 'canCreate',
              target: 'dialog',
              actions: assign({ ...closed, dialog: { invoiceId: null, action: 'invoice.create' } }),
            },
            'invoices.createAutomated': { guard: 'canCreate', target: '#invoicePanel.creating' },
            'invoices.showDeleted': {
              target: '#invoicePanel.loading',
              actions: assign({ showDeleted: ({ event }) => event.showDeleted }),
            },
          },
        },
        dialog: {
          on: {
            'invoice.saved': {
              target: 'idle',
              actions: [{ type: 'putInvoice', params: ({ event }) => event.invoice }, assign(closed)],
            },
            'invoice.close': { target: 'idle', actions: assign(closed) },
          },
        },
        link: {
          on: { 'invoice.close': { target: 'idle', actions: assign(closed) } },
        },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({
          invoiceId: context.dialog!.invoiceId!,
          action: context.dialog!.action as InvoiceAction,
          input: context.input,
        }),
        onDone: [
          {
            guard: 'gaveLink',
            target: 'ready.link',
            actions: [
              { type: 'putInvoice', params: ({ event }) => event.output.invoice },
              assign({ paymentLink: ({ event }) => event.output.paymentLink! }),
            ],
          },
          {
            target: 'ready.idle',
            actions: [
              { type: 'putInvoice', params: ({ event }) => event.output.invoice },
              {
                type: 'actionDone',
                params: ({ context, event }) => ({
                  action: context.dialog!.action as InvoiceAction,
                  invoice: event.output.invoice,
                }),
              },
              assign(closed),
            ],
          },
        ],
        onError: [
          {
            guard: 'isStale',
            target: 'reloading',
            actions: [
              assign(({ context }) => ({ ...closed, staleId: context.dialog!.invoiceId })),
              {
                type: 'invoiceChanged',
                params: {
                  title: INVOICE_CHANGED_TITLE,
                  description: INVOICE_CHANGED_TEXT,
                  duration: INVOICE_CHANGED_TOAST_MS,
                },
              },
            ],
          },
          // The dialog stays open and tells the refusal itself (at the field it is about): no toast besides.
          { target: 'ready.dialog', actions: assign({ error: ({ event }) => toActionError(event.error) }) },
        ],
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'reloadInvoice',
        src: 'reloadInvoice',
        input: ({ context }) => ({ invoiceId: context.staleId! }),
        onDone: {
          target: 'ready.idle',
          actions: [{ type: 'putInvoice', params: ({ event }) => event.output }, assign({ staleId: null })],
        },
        // The invoice could not be read back (gone, or out of reach now): the whole list is read again.
        onError: { target: 'loading', actions: assign({ staleId: null }) },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createAutomated',
        src: 'createAutomated',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'ready.idle',
          actions: [
            { type: 'putInvoice', params: ({ event }) => event.output },
            {
              type: 'actionDone',
              params: ({ event }) => ({ action: 'invoices.createAutomated' as const, invoice: event.output }),
            },
          ],
        },
        onError: {
          target: 'ready.idle',
          actions: { type: 'actionFailed', params: ({ event }) => toActionError(event.error) },
        },
      },
    },
  },
});
