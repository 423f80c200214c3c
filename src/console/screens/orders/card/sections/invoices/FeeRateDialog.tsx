import { Text } from '@chakra-ui/react';
import { ActionFormDialog } from '../../../../../components/dialogs/ActionFormDialog';
import { TextField } from '../../../../../components/TextField';
import { feeRateFormSchema, type InvoiceActionInputs } from './invoiceActionSchemas';
import type { InvoiceDialogProps } from './invoiceDialogProps';

/** 'Ставка комиссии': the platform's fee on this invoice, in percent; empty means the service's own rate. */
export function FeeRateDialog({
  invoice,
  busy,
  error,
  input,
  onSubmit,
  onClose,
}: InvoiceDialogProps<InvoiceActionInputs['invoice.feeRate']>) {
  const current = input ? input.feeRate : invoice.feeRate;
  return (
    <ActionFormDialog
      title={`Ставка комиссии: счёт № ${invoice.number}`}
      schema={feeRateFormSchema}
      defaultValue={{ feeRate: current ?? undefined }}
      submitLabel="Сохранить"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="invoice-fee-rate"
    >
      {({ fields, serverErrors }) => (
        <>
          <Text>Пустое поле — ставка по услуге.</Text>
          <TextField
            meta={fields.feeRate}
            label="Ставка комиссии, %"
            inputMode="decimal"
            serverError={serverErrors.feeRate}
          />
        </>
      )}
    </ActionFormDialog>
  );
}
