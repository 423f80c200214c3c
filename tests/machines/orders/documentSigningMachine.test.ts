import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { documentSigningMachine, type SigningError } from '../../../machines/orders/documentSigningMachine';
import type { OrderDocument, SignedDoc, SignLink } from '../../../src/shared/schemas/orders/orderDocuments';

type Pending<I, O> = { input: I; resolve: (v: O) => void; reject: (e: unknown) => void }[];

/** The chart with its three calls held by the test, and what the view would be told. */
function start() {
  const generate: Pending<{ orderId: number; templateIds: number[] }, OrderDocument[]> = [];
  const send: Pending<{ orderId: number; documentIds: number[]; phone: string }, SignLink> = [];
  const verify: Pending<{ orderId: number; linkId: number; smsCode: string }, SignedDoc[]> = [];
  const told = { generated: [] as OrderDocument[][], signed: [] as SignedDoc[][], errors: [] as SigningError[] };
  const held = <I, O>(list: Pending<I, O>) =>
    fromPromise<O, I>(({ input }) => new Promise((resolve, reject) => list.push({ input, resolve, reject })));
  const actor = createActor(
    documentSigningMachine.provide({
      actors: { generateDocs: held(generate), sendLinks: held(send), verifyCode: held(verify) },
      actions: {
        documentsGenerated: (_, docs) => void told.generated.push(docs),
        documentsSigned: (_, signed) => void told.signed.push(signed),
        reportError: (_, error) => void told.errors.push(error),
      },
    }),
    { input: { orderId: 42 } },
  ).start();
  return { actor, generate, send, verify, told };
}

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
const wrongCode = (left: number) => ({
  message: 'Неверный код',
  status: 400,
  errorCode: 'VALIDATION_ERROR',
  details: { smsCode: `Неверный код. Осталось попыток: ${left}`, attemptsLeft: String(left) },
});

/** Through generation and sending to the code input. */
async function toCode(s: ReturnType<typeof start>) {
  s.actor.send({ type: 'docs.generate', templateIds: [2] });
  s.generate[0].resolve([DOC]);
  await waitFor(s.actor, (x) => x.matches('generated'));
  s.actor.send({ type: 'docs.send', documentIds: [7], phone: '8 (916) 123-45-67' });
  s.send[0].resolve(LINK);
  await waitFor(s.actor, (x) => x.matches('awaitingCode'));
}

describe('documentSigningMachine', () => {
  it('generates, sends with the phone normalised, and signs with the right code', async () => {
    const s = start();
    try {
      s.actor.send({ type: 'docs.generate', templateIds: [2] });
      expect(s.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(s.generate[0].input).toEqual({ orderId: 42, templateIds: [2] });
      s.generate[0].resolve([DOC]);
      await waitFor(s.actor, (x) => x.matches('generated'));
      expect(s.told.generated).toEqual([[DOC]]);
      s.actor.send({ type: 'docs.send', documentIds: [7], phone: '8 (916) 123-45-67' });
      expect(s.send[0].input).toEqual({ orderId: 42, documentIds: [7], phone: '+79161234567' });
      s.send[0].resolve(LINK);
      await waitFor(s.actor, (x) => x.matches('awaitingCode'));
      expect(s.actor.getSnapshot().hasTag('codeEntry')).toBe(true);
      s.actor.send({ type: 'code.verify', smsCode: '123456' });
      expect(s.verify[0].input).toEqual({ orderId: 42, linkId: 3, smsCode: '123456' });
      s.verify[0].resolve(SIGNED);
      await waitFor(s.actor, (x) => x.matches('signed'));
      expect(s.told.signed).toEqual([SIGNED]);
      expect(s.actor.getSnapshot().context.signed).toEqual(SIGNED);
    } finally {
      s.actor.stop();
    }
  });

  it.each([
    ['no code', '', 'Введите код из СМС'],
    ['letters', '12a', 'Поддерживаются только цифры'],
    ['seven digits', '1234567', 'Максимальная длина 6 символов'],
  ])('keeps the code input and calls nothing for %s', async (_t, smsCode, message) => {
    const s = start();
    try {
      await toCode(s);
      s.actor.send({ type: 'code.verify', smsCode });
      expect(s.actor.getSnapshot().value).toBe('awaitingCode');
      expect(s.actor.getSnapshot().context.fieldErrors).toEqual({ smsCode: message });
      expect(s.verify).toHaveLength(0);
    } finally {
      s.actor.stop();
    }
  });

  it('checks the choice and the phone before sending anything', () => {
    const s = start();
    try {
      s.actor.send({ type: 'docs.generate', templateIds: [] });
      expect(s.actor.getSnapshot().context.fieldErrors).toEqual({ templateIds: 'Выберите документы' });
      s.actor.send({ type: 'docs.send', documentIds: [7], phone: '' });
      expect(s.actor.getSnapshot().context.fieldErrors).toEqual({ phone: 'Укажите телефон' });
      s.actor.send({ type: 'docs.send', documentIds: [], phone: '+79161234567' });
      expect(s.actor.getSnapshot().context.fieldErrors).toEqual({ documentIds: 'Выберите документы' });
      expect(s.actor.getSnapshot().value).toBe('idle');
      expect(s.generate.length + s.send.length).toBe(0);
    } finally {
      s.actor.stop();
    }
  });

  it('counts down the attempts on wrong codes and locks at none; sending again starts afresh', async () => {
    const s = start();
    try {
      await toCode(s);
      s.actor.send({ type: 'code.verify', smsCode: '111111' });
      s.verify[0].reject(wrongCode(4));
      await waitFor(s.actor, (x) => x.matches('codeRejected'));
      expect(s.actor.getSnapshot().context).toMatchObject({
        attemptsLeft: 4,
        fieldErrors: { smsCode: 'Неверный код. Осталось попыток: 4' },
      });
      s.actor.send({ type: 'code.verify', smsCode: '222222' });
      s.verify[1].reject(wrongCode(0));
      await waitFor(s.actor, (x) => x.matches('locked'));
      expect(s.actor.getSnapshot().can({ type: 'code.verify', smsCode: '333333' })).toBe(false);
      s.actor.send({ type: 'docs.send', documentIds: [7], phone: '+79161234567' });
      expect(s.actor.getSnapshot().context).toMatchObject({ link: null, attemptsLeft: null, error: null });
      s.send[1].resolve({ ...LINK, linkId: 4 });
      await waitFor(s.actor, (x) => x.matches('awaitingCode'));
      expect(s.actor.getSnapshot().context.link?.linkId).toBe(4);
      expect(s.told.errors).toEqual([]);
    } finally {
      s.actor.stop();
    }
  });

  it('locks on a spent link (409) and reports other failures as failed states', async () => {
    const s = start();
    try {
      await toCode(s);
      s.actor.send({ type: 'code.verify', smsCode: '123456' });
      s.verify[0].reject({ message: 'Превышено число попыток, отправьте ссылку заново', status: 409 });
      await waitFor(s.actor, (x) => x.matches('locked'));
      expect(s.actor.getSnapshot().context.error?.message).toBe('Превышено число попыток, отправьте ссылку заново');

      s.actor.send({ type: 'docs.send', documentIds: [7], phone: '+79161234567' });
      s.send[1].reject({ message: 'Заявка в архиве, изменения невозможны', status: 409 });
      await waitFor(s.actor, (x) => x.matches('sendFailed'));
      s.actor.send({ type: 'docs.generate', templateIds: [2] });
      s.generate[1].reject({ message: 'Шаблон документа не найден', status: 404 });
      await waitFor(s.actor, (x) => x.matches('generateFailed'));
      expect(s.told.errors.map((e) => e.message)).toEqual([
        'Заявка в архиве, изменения невозможны',
        'Шаблон документа не найден',
      ]);
      s.actor.send({ type: 'signing.reset' });
      expect(s.actor.getSnapshot().value).toBe('idle');
      expect(s.actor.getSnapshot().context.error).toBeNull();
    } finally {
      s.actor.stop();
    }
  });

  it('ignores new requests while a call is under way', async () => {
    const s = start();
    try {
      s.actor.send({ type: 'docs.generate', templateIds: [2] });
      s.actor.send({ type: 'docs.generate', templateIds: [3] });
      s.actor.send({ type: 'docs.send', documentIds: [7], phone: '+79161234567' });
      expect(s.actor.getSnapshot().value).toBe('generating');
      expect(s.generate).toHaveLength(1);
      expect(s.actor.getSnapshot().can({ type: 'signing.reset' })).toBe(false);
    } finally {
      s.actor.stop();
    }
  });
});
