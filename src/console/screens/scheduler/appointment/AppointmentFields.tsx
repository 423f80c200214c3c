import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import type { z } from 'zod';
import { PhoneInput } from '../../../components/inputs/PhoneInput';
import { SelectField, type SelectOption } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { TextAreaField } from '../../orders/card/sections/TextAreaField';
import { ClientPicker } from '../../orders/form/ClientPicker';
import type { appointmentFormSchema } from './appointmentFormSchema';

type Fields = ReturnType<FormMetadata<z.input<typeof appointmentFormSchema>>['getFieldset']>;

interface Props {
  fields: Fields;
  serverErrors: Record<string, string>;
  serviceOptions: SelectOption[];
}

/**
 * The booking's fields, the same in 'Новая запись' and in the appointment's edit: service, title, client, phone,
 * comment.
 */
export function AppointmentFields({ fields, serverErrors, serviceOptions }: Props) {
  return (
    <>
      <SelectField
        meta={fields.serviceId}
        label="Услуга"
        required
        options={serviceOptions}
        serverError={serverErrors.serviceId}
      />
      <TextField meta={fields.title} label="Название" required serverError={serverErrors.title} />
      {/* The order form's client search; the form holds the chosen id as text, as conform holds every value. */}
      <ClientPicker
        meta={fields.clientId as unknown as FieldMetadata<string>}
        fixed={false}
        required={false}
        serverError={serverErrors.clientId}
      />
      <PhoneInput meta={fields.phone as FieldMetadata<string>} label="Телефон" serverError={serverErrors.phone} />
      <TextAreaField
        meta={fields.comment}
        label="Комментарий"
        serverError={serverErrors.comment ?? serverErrors.details}
      />
    </>
  );
}
