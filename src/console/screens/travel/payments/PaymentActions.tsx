import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { TRAVEL_PAYMENT_ACTION_NAMES } from '../../../../../machines/travel/travelPaymentMachine';
import {
  invoiceBlocksConfirm,
  type PaymentDialog,
  permitted,
} from '../../../../../machines/travel/travelPaymentPageMachine';
import { MAX_TRAVEL_INVOICE_BYTES, TRAVEL_PAYMENT_MESSAGES } from '../../../../shared/schemas/travel/travelPayments';
import { ErrorPanel } from '../../../components/ErrorPanel';
import type { paymentPageLogic } from './paymentPageLogic';

export type PaymentPageActor = ActorRefFrom<typeof paymentPageLogic>;

/** In the order a payment moves forward; the destructive ones last. */
const BUTTONS: { dialog: PaymentDialog; palette: 'blue' | 'red' | 'gray' }[] = [
  { dialog: 'payment.confirm', palette: 'blue' },
  { dialog: 'payment.update', palette: 'gray' },
  { dialog: 'payment.refund', palette: 'red' },
  { dialog: 'payment.delete', palette: 'red' },
];

const INVOICE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

function ActionButton({ actor, dialog, palette }: { actor: PaymentPageActor; dialog: PaymentDialog; palette: string }) {
  // The chart answers from the payment's allowedActions and the user's permissions: nothing is decided here.
  const offered = useSelector(actor, (s) => permitted(s.context, dialog));
  const enabled = useSelector(actor, (s) => s.can({ type: 'dialog.open', dialog }));
  if (!offered) return null;
  return (
    <Button
      size="sm"
      colorPalette={palette}
      variant={palette === 'blue' ? 'solid' : 'outline'}
      disabled={!enabled}
      onClick={() => actor.send({ type: 'dialog.open', dialog })}
    >
      {TRAVEL_PAYMENT_ACTION_NAMES[dialog]}
    </Button>
  );
}

/** «Загрузить счёт»: the chosen file goes at once, as the chart's action. Only the size is judged here. */
function UploadInvoiceButton({ actor }: { actor: PaymentPageActor }) {
  const input = useRef<HTMLInputElement>(null);
  // View state only: a file refused before sending (the server would read all of it only to refuse it).
  const [refused, setRefused] = useState<string | null>(null);
  const offered = useSelector(actor, (s) => permitted(s.context, 'payment.uploadInvoice'));
  const busy = useSelector(actor, (s) => s.matches('acting') && s.context.request?.type === 'payment.uploadInvoice');
  const idle = useSelector(actor, (s) => s.matches('ready'));
  if (!offered) return null;
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={INVOICE_ACCEPT}
        data-testid="invoice-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const refusal = file.size > MAX_TRAVEL_INVOICE_BYTES ? TRAVEL_PAYMENT_MESSAGES.invoiceSize : null;
          setRefused(refusal);
          if (!refusal) actor.send({ type: 'action.run', request: { type: 'payment.uploadInvoice', file } });
        }}
      />
      <Button
        size="sm"
        variant="outline"
        loading={busy}
        loadingText={TRAVEL_PAYMENT_ACTION_NAMES['payment.uploadInvoice']}
        disabled={!idle}
        onClick={() => input.current?.click()}
      >
        {TRAVEL_PAYMENT_ACTION_NAMES['payment.uploadInvoice']}
      </Button>
      {refused && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {refused}
        </Text>
      )}
    </>
  );
}

/** The payment's action buttons: exactly what it allows now and the user may do, and why confirming waits. */
export function PaymentActions({ actor }: { actor: PaymentPageActor }) {
  const waitsForInvoice = useSelector(actor, (s) => invoiceBlocksConfirm(s.context.payment));
  const uploadError = useSelector(actor, (s) =>
    s.matches('ready') && s.context.request?.type === 'payment.uploadInvoice' ? s.context.error : null,
  );
  return (
    <Stack gap="2">
      <Flex gap="2" wrap="wrap" data-testid="payment-actions">
        {BUTTONS.slice(0, 1).map((b) => (
          <ActionButton key={b.dialog} actor={actor} {...b} />
        ))}
        <UploadInvoiceButton actor={actor} />
        {BUTTONS.slice(1).map((b) => (
          <ActionButton key={b.dialog} actor={actor} {...b} />
        ))}
      </Flex>
      {waitsForInvoice && (
        <Text color="fg.warning" data-testid="confirm-unavailable">
          {TRAVEL_PAYMENT_MESSAGES.invoiceMissing}
        </Text>
      )}
      {uploadError && <ErrorPanel error={uploadError} testId="invoice-upload-error" />}
    </Stack>
  );
}
