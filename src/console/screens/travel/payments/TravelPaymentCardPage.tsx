import { Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import type { PaymentRequest } from '../../../../../machines/travel/travelPaymentPageMachine';
import { TRAVEL_PAYMENT_NOT_FOUND } from '../../../../shared/schemas/travel/travelPayments';
import { fetchTravelDictionaries } from '../../../api/travel/travelDictionariesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { CardLoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { PaymentActions } from './PaymentActions';
import { PaymentDetails } from './PaymentDetails';
import { PaymentDialogs } from './PaymentDialogs';
import { paymentPageLogic } from './paymentPageLogic';
import { TRAVEL_PAYMENTS_PATH } from './travelPaymentPaths';

const KEY = 'vzr.payments';

const DONE: Record<PaymentRequest['type'], string> = {
  'payment.update': 'Платёж сохранён',
  'payment.uploadInvoice': 'Счёт загружен',
  'payment.confirm': 'Платёж подтверждён',
  'payment.refund': 'Возврат оформлен',
  'payment.delete': 'Платёж удалён',
};

/** /vzr/payments/:id/: one payment. A new id starts a new page. */
export default function TravelPaymentCardPage({ title }: { title: string }) {
  const { id } = useParams<{ id: string }>();
  const paymentId = Number(id);
  if (!Number.isInteger(paymentId) || paymentId <= 0)
    return <ErrorPanel title={title} error={{ message: TRAVEL_PAYMENT_NOT_FOUND }} />;
  return <PaymentPage key={paymentId} paymentId={paymentId} />;
}

function PaymentPage({ paymentId }: { paymentId: number }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const dictionaries = useRemoteData('travelPayment.dictionaries', fetchTravelDictionaries, null);

  const page = useActorRef(
    paymentPageLogic.provide({
      actions: {
        actionDone: (_, { request }) => notify({ type: 'success', title: 'Успех', description: DONE[request.type] }),
        // Network failures and 5xx already have their toast (the HTTP client's).
        showError: (_, { error }) => {
          if (error.status && error.status < 500)
            notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
        },
        staleReloaded: () =>
          notify({ type: 'warning', title: 'Платёж был изменён.', description: 'Данные по платежу обновлены.' }),
        paymentDeleted: () => {
          notify({ type: 'success', title: 'Успех', description: DONE['payment.delete'] });
          navigateRef.current(TRAVEL_PAYMENTS_PATH);
        },
      },
    }),
    { input: { paymentId, canUpdate, canDelete }, inspect, systemId: 'travelPaymentPage' },
  );
  const payment = useSelector(page, (s) => s.context.payment);
  const loading = useSelector(page, (s) => s.matches('loading'));
  const loadError = useSelector(page, (s) => s.matches('loadFailed') && s.context.loadError);
  const busy = useSelector(page, (s) => s.hasTag('busy'));
  usePageTitle(payment ? `Платёж ${payment.number}` : 'Платёж ВЗР');

  if (loading || loadError)
    return <CardLoadState error={loadError} onRetry={() => page.send({ type: 'page.retry' })} />;
  if (!payment) return null;
  return (
    <Stack gap="5" data-testid="payment-page" aria-busy={busy}>
      <PaymentDetails payment={payment} actions={<PaymentActions actor={page} />} />
      {dictionaries.data && <PaymentDialogs actor={page} dictionaries={dictionaries.data} />}
    </Stack>
  );
}
