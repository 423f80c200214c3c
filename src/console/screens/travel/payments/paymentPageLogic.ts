import { fromPromise } from 'xstate';
import { type PaymentRequest, travelPaymentPageMachine } from '../../../../../machines/travel/travelPaymentPageMachine';
import {
  confirmTravelPayment,
  deleteTravelPayment,
  fetchTravelPayment,
  refundTravelPayment,
  updateTravelPayment,
  uploadTravelPaymentInvoice,
} from '../../../api/travel/travelPaymentsApi';

/** One call per action of the payment card. */
function runPaymentRequest(paymentId: number, request: PaymentRequest) {
  switch (request.type) {
    case 'payment.update':
      return updateTravelPayment(paymentId, request.values);
    case 'payment.uploadInvoice':
      // The chart holds the chosen File under its own narrower type.
      return uploadTravelPaymentInvoice(paymentId, request.file as unknown as File);
    case 'payment.confirm':
      return confirmTravelPayment(paymentId);
    case 'payment.refund':
      return refundTravelPayment(paymentId, request.reason);
    case 'payment.delete':
      return deleteTravelPayment(paymentId);
  }
}

/** The payment card's chart with its server calls; the view provides the toasts and the navigation. */
export const paymentPageLogic = travelPaymentPageMachine.provide({
  actors: {
    loadPayment: fromPromise(({ input }) => fetchTravelPayment(input.paymentId)),
    runAction: fromPromise(({ input }) => runPaymentRequest(input.paymentId, input.request)),
  },
});
