import { Text } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { ActionFormDialog } from '../../../../../components/dialogs/ActionFormDialog';
import { TextField } from '../../../../../components/TextField';
import { type InvoiceActionInputs, smsFormSchema } from './invoiceActionSchemas';
import type { InvoiceDialogProps } from './invoiceDialogProps';

/**
 * 'Отправить по SMS': the client gets the invoice and, when bonuses are to be spent, the code that pays with them
 * ('Оплата наличными' asks for it). The bonuses are a whole number up to the invoice's limit now.
 */
export function SendSmsDialog({
  invoice,
  busy,
  error,
  input,
  onSubmit,
  onClose,
}: InvoiceDialogProps<InvoiceActionInputs['invoice.sendSms']>) {
  const max = invoice.maxBonusToSpend;
  return (
    <ActionFormDialog
      title={`Отправить по SMS счёт № ${invoice.number}`}
      schema={smsFormSchema(max)}
      defaultValue={{ bonusToSpend: String(input?.bonusToSpend ?? invoice.bonusToSpend ?? 0) }}
      submitLabel="Отправить"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="invoice-sms"
    >
      {({ fields, serverErrors }) => (
        <>
          <Text>Клиенту придёт SMS со счётом; если списываются бонусы — и код для оплаты.</Text>
          <TextField
            meta={fields.bonusToSpend as FieldMetadata<string>}
            label={`Бонусами, не более ${max}`}
            inputMode="numeric"
            serverError={serverErrors.bonusToSpend}
          />
        </>
      )}
    </ActionFormDialog>
  );
}
