import { SimpleGrid } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { useMemo } from 'react';
import type { Client } from '../../../shared/schemas/clients/clientEntity';
import { createClient } from '../../api/clientsApi';
import { DateInput } from '../../components/inputs/DateInput';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { ModalForm } from '../../components/ModalForm';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { NARROW_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { formatPhone } from './clientDisplay';
import { type ClientFormField, clientConsoleFormSchema, newClientFormText } from './clientFormValues';
import { ReadOnlyField } from './ReadOnlyField';
import { useGenderOptions } from './useGenderOptions';

interface Props {
  /** The mobile number from the search ('+79161234567' form). The dialog is open while mounted. */
  phoneNumber: string;
  onClose: () => void;
  onCreated: (client: Client) => void;
}

/** 'Добавить' on the client search: a new client with the searched phone. */
export function ClientFormDialog({ phoneNumber, onClose, onCreated }: Props) {
  const wide = !useMediaQuery(NARROW_QUERY);
  const schema = useMemo(() => clientConsoleFormSchema(wide), [wide]);
  const genders = useGenderOptions();
  return (
    <ModalForm
      open
      title="Новый клиент"
      size="lg"
      schema={schema}
      defaultValue={newClientFormText(phoneNumber)}
      onSubmit={(values) => createClient(values)}
      onSaved={(client) => onCreated(client as Client)}
      onClose={onClose}
    >
      {({ fields: schemaFields, serverErrors }) => {
        // Optional fields are 'unknown' to zod's input type; in the form every one of them is text.
        const fields = schemaFields as unknown as Record<ClientFormField, FieldMetadata<string>>;
        return (
          <>
            <ReadOnlyField
              label="Телефон"
              value={formatPhone(phoneNumber)}
              hint={serverErrors.phoneNumber}
              testId="new-client-phone"
            />
            <input type="hidden" name="phoneNumber" value={phoneNumber} />
            <input type="hidden" name="statusRefValueId" value={String(fields.statusRefValueId.initialValue ?? '')} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                meta={fields.lastName}
                label="Фамилия"
                required={wide}
                autoComplete="off"
                serverError={serverErrors.lastName}
              />
              <TextField
                meta={fields.firstName}
                label="Имя"
                required
                autoComplete="off"
                serverError={serverErrors.firstName}
              />
              <TextField
                meta={fields.middleName}
                label="Отчество"
                autoComplete="off"
                serverError={serverErrors.middleName}
              />
              <DateInput meta={fields.dateOfBirth} label="Дата рождения" serverError={serverErrors.dateOfBirth} />
              <SelectField
                key={genders.length}
                meta={fields.genderRefValueId}
                label="Пол"
                options={genders}
                serverError={serverErrors.genderRefValueId}
              />
              <TextField
                meta={fields.email}
                label="E-mail"
                type="email"
                autoComplete="off"
                serverError={serverErrors.email}
              />
              <PhoneInput
                meta={fields.contactPhoneNumber1}
                label="Контактный телефон 1"
                serverError={serverErrors.contactPhoneNumber1}
              />
              <PhoneInput
                meta={fields.contactPhoneNumber2}
                label="Контактный телефон 2"
                serverError={serverErrors.contactPhoneNumber2}
              />
              <TextField meta={fields.address} label="Адрес" autoComplete="off" serverError={serverErrors.address} />
            </SimpleGrid>
          </>
        );
      }}
    </ModalForm>
  );
}
