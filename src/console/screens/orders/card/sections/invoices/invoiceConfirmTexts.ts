import type { InvoiceAction } from '../../../../../../../machines/invoices/invoiceMachine';
import type { Invoice } from '../../../../../../shared/schemas/invoice';

/** The actions asked with a confirmation, and what each one does, said to the user before it happens. */
export const CONFIRM_TEXTS: Partial<Record<InvoiceAction, (invoice: Invoice) => string>> = {
  'invoice.autofill': () => 'Позиции счёта будут заменены позициями прайс-листа по услуге заявки.',
  'invoice.accept': () => 'Счёт будет отмечен как принятый клиентом.',
  'invoice.paySbp': (i) =>
    `Будет сформирована ссылка на оплату счёта № ${i.number} по СБП; её можно скопировать и передать клиенту.`,
  'invoice.payToAccount': () =>
    'Клиент оплачивает счёт на расчётный счёт: счёт будет ждать подтверждения поступления оплаты.',
  'invoice.affirmPaidToAccount': () => 'Оплата поступила на расчётный счёт: счёт станет оплаченным.',
  'invoice.revoke': () => 'Счёт будет отозван у клиента: ссылка на оплату и код из SMS перестанут действовать.',
  'invoice.retract': () => 'Последний платёж будет отменён, бонусы клиента вернутся.',
  'invoice.reform': () => 'Отозванный счёт снова станет черновиком: его можно будет изменить и отправить клиенту.',
  'invoice.close': () => 'Счёт будет закрыт, после этого изменить его будет нельзя.',
  'invoice.deactivate': () =>
    'Счёт станет неактивным и будет виден только с «Показать неактивные»; его можно активировать снова.',
  'invoice.activate': () => 'Счёт снова станет черновиком.',
};
