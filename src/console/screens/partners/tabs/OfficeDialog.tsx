import { SimpleGrid } from '@chakra-ui/react';
import { DEFAULT_OFFICE_TIMEZONE, type Office, officeSaveSchema } from '../../../../shared/schemas/offices';
import { RUSSIAN_TIMEZONES } from '../../../../shared/timezones';
import { createOffice, deleteOffice, restoreOffice, updateOffice } from '../../../api/partners/officesApi';
import { asTextMeta } from '../../../components/asTextMeta';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';

interface Props {
  partnerId: number;
  /** Null: a new office. */
  office: Office | null;
  onClose: () => void;
  onChanged: () => void;
}

/** Add or edit an office (name, address, time zone, phone, coordinates); delete (soft) or restore it. */
export function OfficeDialog({ partnerId, office, onClose, onChanged }: Props) {
  const canInsert = useAllowed('partners', ['permissionInsert']);
  const canUpdate = useAllowed('partners', ['permissionUpdate']);
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const deleted = Boolean(office?.deletedDate);
  // A time zone outside the list (set elsewhere) stays choosable.
  const zones =
    office && !RUSSIAN_TIMEZONES.some((z) => z.value === office.timezone)
      ? [...RUSSIAN_TIMEZONES, { value: office.timezone, label: office.timezone }]
      : [...RUSSIAN_TIMEZONES];
  return (
    <ModalForm
      open
      size="lg"
      title={office ? `Офис «${office.name}»` : 'Новый офис'}
      schema={officeSaveSchema}
      defaultValue={{
        name: office?.name,
        timezone: office?.timezone ?? DEFAULT_OFFICE_TIMEZONE,
        address: office?.address ?? undefined,
        phone: office?.phone ?? undefined,
        latitude: office?.latitude == null ? undefined : String(office.latitude),
        longitude: office?.longitude == null ? undefined : String(office.longitude),
      }}
      onSubmit={(values) => (office ? updateOffice(office.id, values) : createOffice(partnerId, values))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={office ? canUpdate && !deleted : canInsert}
      onDelete={office ? () => (deleted ? restoreOffice(office.id) : deleteOffice(office.id)) : undefined}
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <SelectField
            meta={fields.timezone}
            label="Часовой пояс"
            required
            options={zones}
            serverError={serverErrors.timezone}
          />
          <TextField meta={asTextMeta(fields.address)} label="Адрес" serverError={serverErrors.address} />
          <TextField meta={asTextMeta(fields.phone)} label="Телефон" type="tel" serverError={serverErrors.phone} />
          <SimpleGrid columns={2} gap="3">
            <TextField
              meta={asTextMeta(fields.latitude)}
              label="Широта"
              inputMode="decimal"
              serverError={serverErrors.latitude}
            />
            <TextField
              meta={asTextMeta(fields.longitude)}
              label="Долгота"
              inputMode="decimal"
              serverError={serverErrors.longitude}
            />
          </SimpleGrid>
        </>
      )}
    </ModalForm>
  );
}
