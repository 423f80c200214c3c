import { Text, Textarea } from '@chakra-ui/react';
import { getTextareaProps } from '@conform-to/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { PaymentRequest } from '../../../../../machines/travel/travelPaymentPageMachine';
import { formatMoney } from '../../../../shared/format';
import type { TravelDictionaries } from '../../../../shared/schemas/travel/travelDictionaries';
import { travelPaymentRefundSchema } from '../../../../shared/schemas/travel/travelPayments';
import { ActionFormDialog } from '../../../components/dialogs/ActionFormDialog';
import { ConfirmDeleteDialog } from '../../../components/dialogs/ConfirmDeleteDialog';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FieldShell } from '../../../components/inputs/FieldShell';
import type { PaymentPageActor } from './PaymentActions';
import { PaymentFields } from './PaymentFields';
import { paymentFormSchema, paymentText, toPaymentBody } from './paymentFormSchema';

/** The dialog the chart has open, if any; each sends its action to the chart, which closes it when done. */
export function PaymentDialogs({ actor, dictionaries }: { actor: PaymentPageActor; dictionaries: TravelDictionaries }) {
  const dialog = useSelector(actor, (s) => s.context.dialog);
  const payment = useSelector(actor, (s) => s.context.payment);
  const busy = useSelector(actor, (s) => s.matches('acting'));
  const error = useSelector(actor, (s) => (s.matches('ready') ? s.context.error : null));
  const editSchema = useMemo(() => paymentFormSchema({ paymentTypes: dictionaries.paymentTypes }), [dictionaries]);
  if (!dialog || !payment) return null;
  const run = (request: PaymentRequest) => actor.send({ type: 'action.run', request });
  const close = () => actor.send({ type: 'dialog.close' });

  switch (dialog) {
    case 'payment.confirm':
      return (
        <ConfirmDialog
          title={`Подтвердить платёж ${payment.number}?`}
          confirmLabel="Подтвердить"
          busy={busy}
          error={error}
          testId="confirm-payment-dialog"
          onCancel={close}
          onConfirm={() => run({ type: 'payment.confirm' })}
        >
          <Text>
            {formatMoney(payment.amount)} будут засчитаны в оплату полиса {payment.policyNumber}.
          </Text>
        </ConfirmDialog>
      );
    case 'payment.delete':
      return (
        <ConfirmDeleteDialog
          open
          title={`Удалить платёж ${payment.number}?`}
          deleting={busy}
          error={error}
          testId="delete-payment-dialog"
          onCancel={close}
          onConfirm={() => run({ type: 'payment.delete' })}
        >
          <Text>Платёж не будет засчитан в оплату полиса {payment.policyNumber}.</Text>
        </ConfirmDeleteDialog>
      );
    case 'payment.refund':
      return (
        <ActionFormDialog
          title={`Возврат по платежу ${payment.number}`}
          schema={travelPaymentRefundSchema}
          submitLabel="Оформить возврат"
          submitPalette="red"
          busy={busy}
          error={error}
          testId="refund-payment-dialog"
          onSubmit={({ reason }) => run({ type: 'payment.refund', reason })}
          onClose={close}
        >
          {({ fields, serverErrors }) => {
            const { key, ...props } = getTextareaProps(fields.reason);
            return (
              <FieldShell meta={fields.reason} label="Причина возврата" required serverError={serverErrors.reason}>
                <Textarea key={key} {...props} rows={3} />
              </FieldShell>
            );
          }}
        </ActionFormDialog>
      );
    case 'payment.update':
      return (
        <ActionFormDialog
          title={`Платёж ${payment.number}`}
          schema={editSchema}
          defaultValue={paymentText(payment)}
          submitLabel="Сохранить"
          busy={busy}
          error={error}
          testId="edit-payment-dialog"
          onSubmit={(values) =>
            run({ type: 'payment.update', values: toPaymentBody(values, dictionaries.paymentTypes) })
          }
          onClose={close}
        >
          {({ fields, serverErrors }) => (
            <PaymentFields
              fields={fields}
              serverErrors={serverErrors}
              dictionaries={dictionaries}
              policy={
                <>
                  <input type="hidden" name={fields.policyId.name} value={String(payment.policyId)} readOnly />
                  <Text>
                    Полис: <b>{payment.policyNumber}</b>, страхователь {payment.holderName}
                  </Text>
                </>
              }
            />
          )}
        </ActionFormDialog>
      );
  }
}
