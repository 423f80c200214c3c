import { Text } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { ActionFormDialog } from '../../../../../components/dialogs/ActionFormDialog';
import { PhoneInput } from '../../../../../components/inputs/PhoneInput';
import { cardLinkFormSchema, type InvoiceActionInputs } from './invoiceActionSchemas';
import type { InvoiceDialogProps } from './invoiceDialogProps';

/** 'Ссылка на оплату картой': the link is made and, with a phone given, also sent to it by SMS. */
export function CardLinkDialog({
  invoice,
  busy,
  error,
  input,
  onSubmit,
  onClose,
}: InvoiceDialogProps<InvoiceActionInputs['invoice.payByCard']>) {
  return (
    <ActionFormDialog
      title={`Ссылка на оплату картой: счёт № ${invoice.number}`}
      schema={cardLinkFormSchema}
      defaultValue={{ phone: input?.phone ?? '' }}
      submitLabel="Сформировать ссылку"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="invoice-card-link"
    >
      {({ fields, serverErrors }) => (
        <>
          <Text>Укажите телефон, чтобы отправить ссылку клиенту по SMS, или оставьте поле пустым.</Text>
          <PhoneInput
            meta={fields.phone as FieldMetadata<string>}
            label="Телефон для SMS"
            serverError={serverErrors.phone}
          />
        </>
      )}
    </ActionFormDialog>
  );
}
