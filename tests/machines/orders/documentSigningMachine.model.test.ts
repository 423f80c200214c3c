import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { type DocumentSigningContext, documentSigningMachine } from '../../../machines/orders/documentSigningMachine';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the signing chart, replayed on the real machine with its three calls held by hand; what
// each state means is asserted at the end of each path.

const input = { orderId: 42 };
const DOC = {
  id: 7,
  orderId: 42,
  templateId: 2,
  title: 'Акт выполненных работ',
  createdDate: 1_750_000_000,
  signedDate: null,
};
const SIGNED = [
  { documentId: 7, title: 'Акт выполненных работ', signedAt: 1_750_000_100, url: '/v1/orders/docs/7/file' },
];
const wrong = (left: number) => ({
  message: 'Неверный код',
  status: 400,
  details: { smsCode: `Неверный код. Осталось попыток: ${left}`, attemptsLeft: String(left) },
});
const ev = (e: Record<string, unknown>) => e as unknown as EventObject;

const events: EventObject[] = [
  ev({ type: 'docs.generate', templateIds: [2] }),
  ev({ type: 'docs.generate', templateIds: [] }),
  ev({ type: 'docs.send', documentIds: [7], phone: '+79161234567' }),
  ev({ type: 'docs.send', documentIds: [7], phone: '' }),
  ev({ type: 'code.verify', smsCode: '123456' }),
  ev({ type: 'code.verify', smsCode: '12a' }),
  { type: 'signing.reset' },
  ev({ type: 'xstate.done.actor.generateDocs', output: [DOC] }),
  ev({ type: 'xstate.error.actor.generateDocs', error: { message: 'Шаблон документа не найден', status: 404 } }),
  ev({ type: 'xstate.done.actor.sendLinks', output: { linkId: 3, url: '/sign/abc', expiresAt: 1_750_086_400 } }),
  ev({
    type: 'xstate.error.actor.sendLinks',
    error: { message: 'Заявка в архиве, изменения невозможны', status: 409 },
  }),
  ev({ type: 'xstate.done.actor.verifyCode', output: SIGNED }),
  ev({ type: 'xstate.error.actor.verifyCode', error: wrong(3) }),
  ev({ type: 'xstate.error.actor.verifyCode', error: wrong(0) }),
  ev({
    type: 'xstate.error.actor.verifyCode',
    error: { message: 'Превышено число попыток, отправьте ссылку заново', status: 409 },
  }),
  ev({ type: 'xstate.error.actor.verifyCode', error: { message: 'Возникла ошибка сети', status: 0 } }),
];

describe('documentSigningMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(documentSigningMachine, events, input);

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(documentSigningMachine, path, {
        input,
        actorNames: ['generateDocs', 'sendLinks', 'verifyCode'],
        longestDelayMs: 0,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as { value: string; context: DocumentSigningContext };
      // What each state means.
      if (value === 'generated') expect(context.generated).toEqual([DOC]);
      if (value === 'awaitingCode') expect(context.link?.linkId).toBe(3);
      if (value === 'codeRejected') expect(context.attemptsLeft).toBe(3);
      if (value === 'locked') expect(context.attemptsLeft).toBe(0);
      if (value === 'signed') expect(context.signed).toEqual(SIGNED);
      if (['generateFailed', 'sendFailed', 'verifyFailed', 'locked', 'codeRejected'].includes(value))
        expect(context.error).not.toBeNull();
      if (value === 'idle' && last.event.type === 'signing.reset')
        expect(context).toMatchObject({ link: null, error: null });
      if (last.event.type === 'code.verify' && (last.event as { smsCode?: string }).smsCode === '12a')
        expect(context.fieldErrors).toEqual({ smsCode: 'Поддерживаются только цифры' });
    },
  );
});
