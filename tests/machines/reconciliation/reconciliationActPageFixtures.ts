import type { ActComment, ActInvoice, ReconciliationAct } from '../../../src/shared/schemas/reconciliation';

// Acts as the server answers them, for the act page's chart tests and the console's act screens.

export const INVOICE: ActInvoice = {
  invoiceId: 501,
  invoiceNumber: 'СЧ-2506-0501',
  orderId: 77,
  orderNumber: '2506-00077',
  clientFio: 'Иванов Иван Иванович',
  serviceName: 'Шиномонтаж',
  totalAmount: 4500,
  paidAmount: 4500,
  feeAmount: 450,
  paidDate: 1_750_000_000,
};

export const COMMENT: ActComment = {
  id: 1,
  action: 'act.create',
  actionName: 'Создан',
  comment: null,
  userFio: 'Петров Пётр',
  createdDate: 1_750_100_000,
};

export const act = (fields: Partial<ReconciliationAct> = {}): ReconciliationAct => ({
  id: 7,
  createdDate: 1_750_100_000,
  updatedDate: 1_750_100_000,
  partnerId: 3,
  partnerName: 'ООО «Шинный двор»',
  state: 'draft',
  stateName: 'Сформирован',
  comment: null,
  invoiceIds: [501],
  totalAmount: 4500,
  feeAmount: 450,
  payoutAmount: 4050,
  content: [INVOICE],
  comments: [COMMENT],
  createdByUserFio: 'Петров Пётр',
  allowedActions: ['act.update', 'act.notifyRecalculation', 'act.ratify', 'act.reject', 'act.hardDelete'],
  ...fields,
});

export const RATIFIED = act({
  state: 'ratified',
  stateName: 'Согласован партнёром',
  allowedActions: ['act.verify', 'act.reject'],
});
export const DELETED = act({
  state: 'deleted',
  stateName: 'Удалён',
  invoiceIds: [],
  content: [],
  comments: [],
  allowedActions: [],
});

export const stale = {
  message: 'Действие «Согласовать» недоступно: акт в состоянии «Отклонён»',
  errorCode: 'INELIGIBLE_STATE',
  status: 409,
};
export const refused = { message: 'Счёт СЧ-2506-0502 ещё не оплачен', errorCode: 'VALIDATION_ERROR', status: 400 };
