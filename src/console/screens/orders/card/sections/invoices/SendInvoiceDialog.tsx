import { Text } from '@chakra-ui/react';
import { ActionFormDialog } from '../../../../../components/dialogs/ActionFormDialog';
import { FlagField } from './FlagField';
import { type InvoiceActionInputs, sendFormSchema } from './invoiceActionSchemas';
import type { InvoiceDialogProps } from './invoiceDialogProps';

/** 'Отправить клиенту': the invoice goes to the client's app, with a push notification when ticked. */
export function SendInvoiceDialog({
  invoice,
  busy,
  error,
  input,
  onSubmit,
  onClose,
}: InvoiceDialogProps<InvoiceActionInputs['invoice.send']>) {
  return (
    <ActionFormDialog
      title={`Отправить клиенту счёт № ${invoice.number}`}
      schema={sendFormSchema}
      defaultValue={{ push: input?.push ?? false }}
      submitLabel="Отправить"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="invoice-send"
    >
      {({ fields }) => (
        <>
          <Text>Клиент увидит счёт в приложении и сможет принять и оплатить его.</Text>
          <FlagField meta={fields.push} label="Push-уведомление клиенту" />
        </>
      )}
    </ActionFormDialog>
  );
}
