import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type DocumentSigningContext, documentSigningMachine } from '../../../machines/orders/documentSigningMachine';
import type { OrderDocument, SignedDoc, SignLink } from '../../../src/shared/schemas/orders/orderDocuments';
import { tableRow } from '../liveChecks';
import { type Path, replayPath, shortestPaths, type WalkEvent, walkEvent } from '../modelPaths';

// Every shortest path of the signing chart on a live actor, its three calls held by hand and the view's reactions
// recorded. After every step the check asserts what the state means, against a model of the dialog fed only by the
// path's events: the state each event leads to (values breaking the rules stay where they were sent; a refused code
// goes to codeRejected, locked or verifyFailed by what the server said), the tags, the events taken and the calls
// pending with the order, the templates, the documents, the normalised phone, the link and the code they were given;
// the whole context (documents, link, attempts left, signed documents, error and field messages); and which reaction
// the step caused (documents generated, documents signed, an error reported for a failed call, none for a wrong code).

const input = { orderId: 42 };
const DOC: OrderDocument = {
  id: 7,
  orderId: 42,
  templateId: 2,
  title: 'Акт выполненных работ',
  createdDate: 1_750_000_000,
  signedDate: null,
};
const LINK: SignLink = { linkId: 3, url: '/sign/abc', expiresAt: 1_750_086_400 };
const SIGNED: SignedDoc[] = [
  { documentId: 7, title: 'Акт выполненных работ', signedAt: 1_750_000_100, url: '/v1/orders/docs/7/file' },
];
const wrong = (left: number) => ({
  message: 'Неверный код',
  status: 400,
  details: { smsCode: `Неверный код. Осталось попыток: ${left}`, attemptsLeft: String(left) },
});
const NO_TEMPLATE = { message: 'Шаблон документа не найден', status: 404 };
const ARCHIVED = { message: 'Заявка в архиве, изменения невозможны', status: 409 };
const SPENT = { message: 'Превышено число попыток, отправьте ссылку заново', status: 409 };
const NETWORK = { message: 'Возникла ошибка сети', status: 0 };
/** The phone as typed, and as the rules normalise it for the server. */
const TYPED_PHONE = '8 (916) 123-45-67';
const PHONE = '+79161234567';

const ev = walkEvent;
const events: EventObject[] = [
  ev({ type: 'docs.generate', templateIds: [2] }),
  ev({ type: 'docs.generate', templateIds: [] }),
  ev({ type: 'docs.send', documentIds: [7], phone: TYPED_PHONE }),
  ev({ type: 'docs.send', documentIds: [], phone: '' }),
  ev({ type: 'code.verify', smsCode: '123456' }),
  ev({ type: 'code.verify', smsCode: '12a' }),
  { type: 'signing.reset' },
  ev({ type: 'xstate.done.actor.generateDocs', output: [DOC] }),
  ev({ type: 'xstate.error.actor.generateDocs', error: NO_TEMPLATE }),
  ev({ type: 'xstate.done.actor.sendLinks', output: LINK }),
  ev({ type: 'xstate.error.actor.sendLinks', error: ARCHIVED }),
  ev({ type: 'xstate.done.actor.verifyCode', output: SIGNED }),
  ev({ type: 'xstate.error.actor.verifyCode', error: wrong(3) }),
  ev({ type: 'xstate.error.actor.verifyCode', error: wrong(0) }),
  ev({ type: 'xstate.error.actor.verifyCode', error: SPENT }),
  ev({ type: 'xstate.error.actor.verifyCode', error: NETWORK }),
];
/** What the rules say under the fields, word for word, for the values they refuse. */
const REFUSALS: Record<string, Record<string, string>> = {
  'docs.generate': { templateIds: 'Выберите документы' },
  'docs.send': { documentIds: 'Выберите документы', phone: 'Укажите телефон' },
  'code.verify': { smsCode: 'Поддерживаются только цифры' },
};
const isValid = (e: WalkEvent) =>
  e.type === 'docs.generate'
    ? (e.templateIds as number[]).length > 0
    : e.type === 'docs.send'
      ? e.phone !== ''
      : e.smsCode === '123456';

const SETTLED = ['docs.generate', 'docs.send', 'signing.reset'];
const CODE = [...SETTLED, 'code.verify'];
/** Per state: its tags, the user events it takes, the calls pending in it. */
const STATES: Record<string, { tags: string[]; takes: string[]; pending: string[] }> = {
  idle: { tags: [], takes: SETTLED, pending: [] },
  generating: { tags: ['busy'], takes: [], pending: ['generateDocs'] },
  generated: { tags: [], takes: SETTLED, pending: [] },
  generateFailed: { tags: [], takes: SETTLED, pending: [] },
  sending: { tags: ['busy'], takes: [], pending: ['sendLinks'] },
  sendFailed: { tags: [], takes: SETTLED, pending: [] },
  awaitingCode: { tags: ['codeEntry'], takes: CODE, pending: [] },
  verifying: { tags: ['busy', 'codeEntry'], takes: [], pending: ['verifyCode'] },
  codeRejected: { tags: ['codeEntry'], takes: CODE, pending: [] },
  verifyFailed: { tags: ['codeEntry'], takes: CODE, pending: [] },
  locked: { tags: [], takes: SETTLED, pending: [] },
  signed: { tags: [], takes: SETTLED, pending: [] },
};
const BUSY: Record<string, string> = {
  'docs.generate': 'generating',
  'docs.send': 'sending',
  'code.verify': 'verifying',
};

type Effect = [string, unknown];
const errorOf = (e: { message: string; status: number; details?: Record<string, string> }) => ({
  message: e.message,
  errorCode: undefined,
  status: e.status,
  details: e.details,
});

/** Test titles tell the refused values and the server's refusals apart. */
function title(e: WalkEvent) {
  if (e.type in REFUSALS) return `${e.type}(${isValid(e) ? 'valid' : 'refused'})`;
  const error = e.error as { status: number; details?: Record<string, string> } | undefined;
  if (!error) return e.type;
  return `${e.type}(${error.status}${error.details ? `, ${error.details.attemptsLeft} left` : ''})`;
}

/** The recorders of the view's reactions and the per-step check for one replay of `path`. */
function signingMeaning(path: Path) {
  const effects: Effect[] = [];
  const provide = {
    actions: {
      documentsGenerated: (_: unknown, docs: OrderDocument[]) => void effects.push(['documentsGenerated', docs]),
      documentsSigned: (_: unknown, signed: SignedDoc[]) => void effects.push(['documentsSigned', signed]),
      reportError: (_: unknown, error: unknown) => void effects.push(['reportError', error]),
    },
  };
  let step = 0;
  let seen = 0;
  let state = 'idle';
  const dialog: DocumentSigningContext = {
    orderId: 42,
    generated: [],
    documentIds: [],
    phone: '',
    link: null,
    attemptsLeft: null,
    signed: [],
    error: null,
    fieldErrors: {},
  };
  /** The templates or the code the pending call was asked with. */
  let asked: WalkEvent | undefined;

  /** A failed call: its error and its field messages are shown; `report` when the view is told too. */
  const fail = (error: Parameters<typeof errorOf>[0], to: string, report: boolean): Effect[] => {
    Object.assign(dialog, { error: errorOf(error), fieldErrors: error.details ?? {} });
    state = to;
    return report ? [['reportError', errorOf(error)]] : [];
  };

  /** What the event does to the dialog: the state it leads to and the reactions it causes. */
  const apply = (event: WalkEvent): Effect[] => {
    const error = event.error as Parameters<typeof errorOf>[0];
    switch (event.type) {
      case 'docs.generate':
      case 'docs.send':
      case 'code.verify':
        if (!isValid(event)) {
          dialog.fieldErrors = REFUSALS[event.type];
          return [];
        }
        asked = event;
        state = BUSY[event.type];
        Object.assign(dialog, { error: null, fieldErrors: {} });
        if (event.type === 'docs.send')
          Object.assign(dialog, { documentIds: event.documentIds, phone: PHONE, link: null, attemptsLeft: null });
        return [];
      case 'signing.reset':
        Object.assign(dialog, { link: null, attemptsLeft: null, error: null, fieldErrors: {} });
        state = 'idle';
        return [];
      case 'xstate.done.actor.generateDocs':
        dialog.generated = event.output as OrderDocument[];
        state = 'generated';
        return [['documentsGenerated', event.output]];
      case 'xstate.done.actor.sendLinks':
        dialog.link = event.output as SignLink;
        state = 'awaitingCode';
        return [];
      case 'xstate.done.actor.verifyCode':
        dialog.signed = event.output as SignedDoc[];
        state = 'signed';
        return [['documentsSigned', event.output]];
      case 'xstate.error.actor.generateDocs':
        return fail(error, 'generateFailed', true);
      case 'xstate.error.actor.sendLinks':
        return fail(error, 'sendFailed', true);
      case 'xstate.error.actor.verifyCode': {
        // A spent link (409) or the last attempt used locks the code; a wrong code says how many are left.
        const left = error.details ? Number(error.details.attemptsLeft) : null;
        if (error.status === 409 || left === 0) {
          dialog.attemptsLeft = 0;
          return fail(error, 'locked', false);
        }
        if (left !== null) {
          dialog.attemptsLeft = left;
          return fail(error, 'codeRejected', false);
        }
        return fail(error, 'verifyFailed', true);
      }
      default:
        return [];
    }
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const event = path.steps[step++].event as WalkEvent;
    const at = `${snapshot.value} after ${after}`;
    const caused = apply(event);
    expect(snapshot.value, `${at}: where the event leads`).toBe(state);

    const meaning = tableRow(STATES, state, snapshot, at);
    const takes = [...new Set(events.filter((e) => snapshot.can(e)).map((e) => e.type))].filter(
      (t) => !t.startsWith('xstate.'),
    );
    expect(takes.sort(), `${at}: events taken`).toEqual([...meaning.takes].sort());
    expect(Object.keys(snapshot.children).sort(), `${at}: calls pending`).toEqual(meaning.pending);

    expect(snapshot.context, `${at}: context`).toEqual(dialog);
    const call = (id: string) => snapshot.children[id]!.getSnapshot().input;
    if (state === 'generating')
      expect(call('generateDocs'), at).toEqual({ orderId: 42, templateIds: asked!.templateIds });
    if (state === 'sending') expect(call('sendLinks'), at).toEqual({ orderId: 42, documentIds: [7], phone: PHONE });
    if (state === 'verifying')
      expect(call('verifyCode'), at).toEqual({ orderId: 42, linkId: LINK.linkId, smsCode: asked!.smsCode });

    const done = effects.slice(seen);
    seen = effects.length;
    expect(done, `${at}: reactions`).toEqual(caused);
    expect(snapshot.status).toBe('active');
  };
  return { provide, check };
}

describe('documentSigningMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(documentSigningMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => title(s.event as WalkEvent)).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      const { provide, check } = signingMeaning(path);
      await replayPath(documentSigningMachine, path, {
        input,
        actorNames: ['generateDocs', 'sendLinks', 'verifyCode'],
        provide,
        longestDelayMs: 0,
        check,
      });
    },
  );
});
