import type { TravelPayment } from '../../../src/shared/schemas/travel/travelPayments';

// Payments as the server answers them, for the payment card's chart tests and the console's payment screens.

export const payment = (fields: Partial<TravelPayment> = {}): TravelPayment => ({
  id: 11,
  number: 'П-0000011',
  state: 'registered',
  policyId: 5,
  policyNumber: 'ВЗР-0000005',
  policyState: 'issued',
  holderName: 'Иванов Иван Иванович',
  amount: 4321.5,
  paymentTypeId: 1,
  paymentTypeName: 'Банковская карта',
  cashId: null,
  cashName: null,
  paidAt: 1_750_000_000,
  payerName: 'Иванов Иван Иванович',
  comment: null,
  invoice: null,
  refundReason: null,
  createdByName: 'Петров Пётр',
  createdAt: 1_750_000_000,
  confirmedAt: null,
  refundedAt: null,
  allowedActions: ['payment.update', 'payment.uploadInvoice', 'payment.confirm', 'payment.delete'],
  ...fields,
});

export const CONFIRMED = payment({
  state: 'confirmed',
  confirmedAt: 1_750_100_000,
  allowedActions: ['payment.uploadInvoice', 'payment.refund'],
});
/** A bank transfer without its invoice: confirming waits for it. */
export const TRANSFER_WITHOUT_INVOICE = payment({
  paymentTypeId: 3,
  paymentTypeName: 'Безналичный перевод',
  allowedActions: ['payment.update', 'payment.uploadInvoice', 'payment.delete'],
});
export const DELETED_PAYMENT = payment({ state: 'deleted', allowedActions: [] });

export const stalePayment = {
  message: 'Действие «Подтвердить» недоступно: платёж в состоянии «Подтверждён»',
  errorCode: 'INELIGIBLE_STATE',
  status: 409,
};
export const refusedPayment = {
  message: 'Счёт: только PDF, JPEG или PNG',
  errorCode: 'VALIDATION_ERROR',
  status: 400,
  details: { file: 'Счёт: только PDF, JPEG или PNG' },
};
