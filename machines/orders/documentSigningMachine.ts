import { assign, fromPromise, setup } from 'xstate';
import {
  generateDocsSchema,
  type OrderDocument,
  type SignedDoc,
  type SignLink,
  sendSignLinksSchema,
} from '../../src/shared/schemas/orders/orderDocuments';
import { smsCodeSchema } from '../../src/shared/schemas/orders/orderForms';
import type { SessionError } from '../session/sessionTypes';

// The order card's 'Печать и подписание' (printing and signing of documents): documents are generated from templates,
// sent to the client for signing by a link with an SMS code, and signed with that code.

export type DocumentSigningEvent =
  /** 'Сформировать' with the ticked templates. */
  | { type: 'docs.generate'; templateIds: number[] }
  /** 'Отправить на подпись' (again): the ticked documents and the client's phone as typed. */
  | { type: 'docs.send'; documentIds: number[]; phone: string }
  /** 'Подтвердить' with the code the client read out. */
  | { type: 'code.verify'; smsCode: string }
  /** Put the signing away and start over from the documents. */
  | { type: 'signing.reset' };

export interface SigningError extends SessionError {
  details?: Record<string, string>;
}

export interface DocumentSigningContext {
  orderId: number;
  /** What the last 'Сформировать' made. */
  generated: OrderDocument[];
  /** The documents and phone being sent (the phone normalised, '+79161234567'). */
  documentIds: number[];
  phone: string;
  link: SignLink | null;
  /** Wrong codes the link still takes; null until the server said. */
  attemptsLeft: number | null;
  signed: SignedDoc[];
  error: SigningError | null;
  /** Field -> message: the library's rules (before sending) or the server's details. */
  fieldErrors: Record<string, string>;
}

const firstMessages = (issues: { path: PropertyKey[]; message: string }[]) => {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0] ?? 'form')] ??= issue.message;
  return messages;
};
const toError = (raw: unknown): SigningError => {
  const e = raw as Partial<SigningError> | undefined;
  return { message: e?.message ?? String(raw), errorCode: e?.errorCode, status: e?.status, details: e?.details };
};
const attemptsLeftOf = (raw: unknown) => Number((raw as SigningError | undefined)?.details?.attemptsLeft);

const sendCheck = (event: { documentIds: number[]; phone: string }) =>
  sendSignLinksSchema.safeParse({ documentIds: event.documentIds, phone: event.phone });

/** What every state without a call under way takes: (re)generate, (re)send, start over. */
const settled = {
  'docs.generate': [
    { guard: 'generateValid', target: 'generating', actions: 'clearErrors' },
    { actions: 'rejectGenerate' },
  ],
  'docs.send': [{ guard: 'sendValid', target: 'sending', actions: 'takeSend' }, { actions: 'rejectSend' }],
  'signing.reset': { target: 'idle', actions: ['forgetLink', 'clearErrors'] },
} as const;
/** Where a code may be typed. */
const codeEntry = {
  'code.verify': [{ guard: 'codeValid', target: 'verifying', actions: 'clearErrors' }, { actions: 'rejectCode' }],
} as const;

/**
 * idle -> generating -> generated -> sending -> awaitingCode -> verifying -> signed, or codeRejected (a wrong code,
 * attempts left), locked (no attempts left, or the link is spent: send it again), and a failed state after each
 * call. Values breaking the library's rules never leave the state they were sent in. The calls are provided by the
 * API module; documentsGenerated, documentsSigned and reportError by the view.
 */
export const documentSigningMachine = setup({
  types: {
    context: {} as DocumentSigningContext,
    events: {} as DocumentSigningEvent,
    input: {} as { orderId: number },
  },
  actors: {
    generateDocs: fromPromise<OrderDocument[], { orderId: number; templateIds: number[] }>(async () => {
      throw new Error('generateDocs is provided by the API wiring');
    }),
    sendLinks: fromPromise<SignLink, { orderId: number; documentIds: number[]; phone: string }>(async () => {
      throw new Error('sendLinks is provided by the API wiring');
    }),
    verifyCode: fromPromise<SignedDoc[], { orderId: number; linkId: number; smsCode: string }>(async () => {
      throw new Error('verifyCode is provided by the API wiring');
    }),
  },
  actions: {
    documentsGenerated: (_, _docs: OrderDocument[]) => {},
    documentsSigned: (_, _signed: SignedDoc[]) => {},
    reportError: (_, _error: SigningError) => {},
    rejectGenerate: assign({
      fieldErrors: ({ event }) =>
        firstMessages(
          generateDocsSchema.safeParse({ templateIds: (event as { templateIds: number[] }).templateIds }).error
            ?.issues ?? [],
        ),
    }),
    rejectSend: assign({
      fieldErrors: ({ event }) =>
        firstMessages(sendCheck(event as { documentIds: number[]; phone: string }).error?.issues ?? []),
    }),
    rejectCode: assign({
      fieldErrors: ({ event }) =>
        firstMessages(smsCodeSchema.safeParse({ smsCode: (event as { smsCode: string }).smsCode }).error?.issues ?? []),
    }),
    takeSend: assign(({ event }) => {
      const { documentIds, phone } = sendCheck(event as { documentIds: number[]; phone: string }).data!;
      return { documentIds, phone, link: null, attemptsLeft: null, error: null, fieldErrors: {} };
    }),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    forgetLink: assign({ link: null, attemptsLeft: null }),
    fail: assign(({ event }) => {
      const error = toError((event as { error?: unknown }).error);
      return { error, fieldErrors: error.details ?? {} };
    }),
  },
  guards: {
    generateValid: ({ event }) =>
      event.type === 'docs.generate' && generateDocsSchema.safeParse({ templateIds: event.templateIds }).success,
    sendValid: ({ event }) => event.type === 'docs.send' && sendCheck(event).success,
    codeValid: ({ event }) =>
      event.type === 'code.verify' && smsCodeSchema.safeParse({ smsCode: event.smsCode }).success,
    /** 409: the attempts are spent, the link expired or was already used. */
    linkSpent: ({ event }) => toError((event as { error?: unknown }).error).status === 409,
    noAttemptsLeft: ({ event }) => attemptsLeftOf((event as { error?: unknown }).error) === 0,
    wrongCode: ({ event }) => Number.isInteger(attemptsLeftOf((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'documentSigning',
  context: ({ input }) => ({
    orderId: input.orderId,
    generated: [],
    documentIds: [],
    phone: '',
    link: null,
    attemptsLeft: null,
    signed: [],
    error: null,
    fieldErrors: {},
  }),
  initial: 'idle',
  states: {
    idle: { on: { ...settled } },
    generating: {
      tags: ['busy'],
      invoke: {
        id: 'generateDocs',
        src: 'generateDocs',
        input: ({ context, event }) => ({
          orderId: context.orderId,
          templateIds: (event as { templateIds: number[] }).templateIds,
        }),
        onDone: {
          target: 'generated',
          actions: [
            assign({ generated: ({ event }) => event.output }),
            { type: 'documentsGenerated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'generateFailed',
          actions: ['fail', { type: 'reportError', params: ({ event }) => toError(event.error) }],
        },
      },
    },
    generated: { on: { ...settled } },
    generateFailed: { on: { ...settled } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendLinks',
        src: 'sendLinks',
        input: ({ context }) => ({ orderId: context.orderId, documentIds: context.documentIds, phone: context.phone }),
        onDone: { target: 'awaitingCode', actions: assign({ link: ({ event }) => event.output }) },
        onError: {
          target: 'sendFailed',
          actions: ['fail', { type: 'reportError', params: ({ event }) => toError(event.error) }],
        },
      },
    },
    sendFailed: { on: { ...settled } },
    awaitingCode: { tags: ['codeEntry'], on: { ...settled, ...codeEntry } },
    verifying: {
      tags: ['busy', 'codeEntry'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({
          orderId: context.orderId,
          linkId: context.link!.linkId,
          smsCode: (event as { smsCode: string }).smsCode,
        }),
        onDone: {
          target: 'signed',
          actions: [
            assign({ signed: ({ event }) => event.output }),
            { type: 'documentsSigned', params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: 'linkSpent', target: 'locked', actions: ['fail', assign({ attemptsLeft: 0 })] },
          { guard: 'noAttemptsLeft', target: 'locked', actions: ['fail', assign({ attemptsLeft: 0 })] },
          {
            guard: 'wrongCode',
            target: 'codeRejected',
            actions: ['fail', assign({ attemptsLeft: ({ event }) => attemptsLeftOf(event.error) })],
          },
          {
            target: 'verifyFailed',
            actions: ['fail', { type: 'reportError', params: ({ event }) => toError(event.error) }],
          },
        ],
      },
    },
    codeRejected: { tags: ['codeEntry'], on: { ...settled, ...codeEntry } },
    verifyFailed: { tags: ['codeEntry'], on: { ...settled, ...codeEntry } },
    locked: { on: { ...settled } },
    signed: { on: { ...settled } },
  },
});
