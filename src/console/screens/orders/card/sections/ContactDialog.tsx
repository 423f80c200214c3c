import { REF_IDS } from '../../../../../shared/referenceIds';
import { contactFormSchema } from '../../../../../shared/schemas/orders/orderForms';
import { createOrderCommunication } from '../../../../api/orderPartsApi';
import { DateTimeInput } from '../../../../components/inputs/DateTimeInput';
import type { MaskedFieldProps } from '../../../../components/inputs/FieldShell';
import { ModalForm } from '../../../../components/ModalForm';
import { SelectField } from '../../../../components/SelectField';
import { useRefOptions } from '../../../../hooks/useRefOptions';
import { TextAreaField } from './TextAreaField';

// The contact form. Type and the current note required; the next contact's
// date and note both or neither.

interface Props {
  orderId: number;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Добавить контакт': mounted only while open. The next date is read in the order's zone by the server. */
export function ContactDialog({ orderId, onClose, onSaved }: Props) {
  const types = useRefOptions(REF_IDS.communicationType);
  return (
    <ModalForm
      open
      title="Новый контакт с клиентом"
      submitLabel="Добавить"
      schema={contactFormSchema}
      onSubmit={(values) => createOrderCommunication({ ...values, orderId })}
      onSaved={onSaved}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <>
          <SelectField
            meta={fields.typeRefValueId}
            label="Тип контакта"
            required
            options={types}
            serverError={serverErrors.typeRefValueId}
          />
          <TextAreaField meta={fields.note} label="Комментарий к контакту" required serverError={serverErrors.note} />
          <DateTimeInput
            meta={fields.nextContactDate as MaskedFieldProps['meta']}
            label="Дата следующего контакта"
            serverError={serverErrors.nextContactDate}
          />
          <TextAreaField
            meta={fields.nextNote}
            label="Комментарий к следующему контакту"
            serverError={serverErrors.nextNote}
          />
        </>
      )}
    </ModalForm>
  );
}
