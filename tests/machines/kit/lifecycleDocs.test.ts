import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import {
  DISPATCH_ACTION_NAMES,
  DISPATCH_STATE_NAMES,
  orderOfferMachine,
} from '../../../machines/dispatch/orderOfferMachine';
import { INVOICE_ACTION_NAMES, INVOICE_STATE_NAMES, invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { lifecycleMermaid } from '../../../machines/kit/lifecycleMermaid';
import {
  ACT_ACTION_NAMES,
  ACT_STATE_NAMES,
  reconciliationActMachine,
} from '../../../machines/reconciliation/reconciliationActMachine';
import {
  APPOINTMENT_ACTION_NAMES,
  APPOINTMENT_STATE_NAMES,
  appointmentMachine,
} from '../../../machines/scheduler/appointmentMachine';
import {
  TRAVEL_PAYMENT_ACTION_NAMES,
  TRAVEL_PAYMENT_STATE_NAMES,
  travelPaymentMachine,
} from '../../../machines/travel/travelPaymentMachine';
import {
  TRAVEL_POLICY_ACTION_NAMES,
  TRAVEL_POLICY_STATE_NAMES,
  travelPolicyMachine,
} from '../../../machines/travel/travelPolicyMachine';

// docs/lifecycles.md is generated from the charts the console and the server run. Stale docs fail here; `UPDATE_DOCS=1
// npx vitest run --config tests/vitest.config.ts --project machines tests/machines/lifecycleDocs.test.ts` writes them
// again.

const DOC = resolve(__dirname, '../../../docs/lifecycles.md');

function render(): string {
  const section = (title: string, intro: string, chart: string) =>
    `## ${title}\n\n${intro}\n\n\`\`\`mermaid\n${chart}\n\`\`\`\n`;
  return [
    '# Жизненные циклы: счёт, поиск партнёра для эвакуации, акт сверки, запись в расписании, полис ВЗР и его платёж\n',
    'Эти схемы построены из тех же машин состояний (`machines/`), по которым работают и консоль, и сервер: сервер принимает действие, только если схема разрешает его из сохранённого состояния (иначе 409 INELIGIBLE_STATE), а консоль показывает ровно разрешённые действия. Файл создаётся тестом `tests/machines/lifecycleDocs.test.ts`; не правьте его руками.\n',
    section(
      'Счёт',
      'Суммы считаются на сервере. Оплата наличными с бонусами требует кода из SMS; отмена последнего платежа возвращает бонусы клиенту.',
      lifecycleMermaid(invoiceMachine, {
        states: INVOICE_STATE_NAMES,
        actions: INVOICE_ACTION_NAMES,
        guards: { hasPositions: 'есть позиции' },
      }),
    ),
    section(
      'Поиск партнёра (предложения заявки)',
      'Предложение уходит партнёрам по приоритету услуги в регионе заявки (1–10); без ответа в срок — следующему; когда партнёров не осталось — ручная обработка оператором.',
      lifecycleMermaid(orderOfferMachine, {
        states: DISPATCH_STATE_NAMES,
        actions: DISPATCH_ACTION_NAMES,
        guards: { hasCandidates: 'есть партнёры', hasRemaining: 'остались партнёры' },
      }),
    ),
    section(
      'Акт сверки',
      'Акт собирается из оплаченных счетов одного партнёра; завершение акта закрывает его оплаченные счета.',
      lifecycleMermaid(reconciliationActMachine, {
        states: ACT_STATE_NAMES,
        actions: ACT_ACTION_NAMES,
        guards: { hasInvoices: 'есть счета' },
      }),
    ),
    section(
      'Запись в расписании',
      'Запись занимает пост на время; база данных сама не даёт двум живым записям одного поста пересечься по времени. Перенос и растяжение возможны только в рабочие часы поста и не в федеральный выходной.',
      lifecycleMermaid(appointmentMachine, {
        states: APPOINTMENT_STATE_NAMES,
        actions: APPOINTMENT_ACTION_NAMES,
        guards: {},
      }),
    ),
    section(
      'Полис ВЗР',
      'Премия считается на сервере по курсу дня выпуска. Оплата и вступление в силу следуют за платежами и календарём; аннулировать оплаченный полис можно только до начала поездки (docs/travel-insurance.md).',
      lifecycleMermaid(travelPolicyMachine, {
        states: TRAVEL_POLICY_STATE_NAMES,
        actions: TRAVEL_POLICY_ACTION_NAMES,
        guards: {
          startNotPassed: 'начало не прошло',
          notStarted: 'до начала поездки',
          startReached: 'поездка началась',
          endPassed: 'поездка закончилась',
        },
      }),
    ),
    section(
      'Платёж по полису ВЗР',
      'Подтверждённые платежи засчитываются в оплату полиса; банковский перевод подтверждается только с загруженным счётом.',
      lifecycleMermaid(travelPaymentMachine, {
        states: TRAVEL_PAYMENT_STATE_NAMES,
        actions: TRAVEL_PAYMENT_ACTION_NAMES,
        guards: { invoiceReady: 'счёт загружен', policyRefundable: 'полис ещё не действует' },
      }),
    ),
  ].join('\n');
}

test('docs/lifecycles.md shows the charts as they are in machines/', () => {
  const expected = render();
  if (process.env.UPDATE_DOCS) writeFileSync(DOC, expected);
  expect(readFileSync(DOC, 'utf8')).toBe(expected);
});

test('every transition of a chart is drawn', () => {
  const chart = lifecycleMermaid(invoiceMachine, { states: INVOICE_STATE_NAMES, actions: INVOICE_ACTION_NAMES });
  expect(chart).toContain('draft --> sent: Отправить клиенту [hasPositions]');
  expect(chart).toContain('paid --> closed: Закрыть');
  expect(chart).toContain('closed --> [*]');
});
