import { SimpleGrid } from '@chakra-ui/react';
import { type ServiceAdmin, serviceBodySchema } from '../../../shared/schemas/roles/servicesAdmin';
import { createService, deleteService, restoreService, updateService } from '../../api/rolesApi';
import { ModalForm } from '../../components/ModalForm';
import { TextField } from '../../components/TextField';
import { useAllowed } from '../../session/useSession';
import { FlagField } from '../orders/card/sections/invoices/FlagField';

const KEY = 'services';
const text = (v: number | null) => (v === null ? undefined : String(v));

/** Add or edit a service with its fee and bonus settings (empty or zero means not set); delete or restore it. */
export function ServiceDialog({
  open,
  service,
  onClose,
  onChanged,
}: {
  open: boolean;
  service: ServiceAdmin | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const deleted = Boolean(service?.deletedDate);
  return (
    <ModalForm
      open={open}
      size="lg"
      title={service ? `Услуга «${service.name}»` : 'Новая услуга'}
      schema={serviceBodySchema}
      defaultValue={
        service
          ? {
              name: service.name,
              stationary: service.stationary,
              useInsurance: service.useInsurance,
              bonusReceivingPercent: text(service.bonusReceivingPercent),
              bonusMaxSpendingPercent: text(service.bonusMaxSpendingPercent),
              freeOrdersQuantity: text(service.freeOrdersQuantity),
              feeFixedPart: text(service.feeFixedPart),
              feeRate: text(service.feeRate),
              feeMin: text(service.feeMin),
              feeMax: text(service.feeMax),
            }
          : undefined
      }
      onSubmit={(values) => (service ? updateService(service.id, values) : createService(values))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={service ? canUpdate && !deleted : canInsert}
      onDelete={service ? () => (deleted ? restoreService(service.id) : deleteService(service.id)) : undefined}
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => {
        // The number fields take text ('' = not set) that the schema turns into numbers or null: a text field each.
        const asText = (meta: unknown) => meta as typeof fields.name;
        return (
          <>
            <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
            <FlagField meta={fields.stationary} label="Стационарная (в офисе партнёра)" />
            <FlagField meta={fields.useInsurance} label="Со страхованием" />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField
                meta={asText(fields.bonusReceivingPercent)}
                label="Начисление бонусов, %"
                inputMode="decimal"
                serverError={serverErrors.bonusReceivingPercent}
              />
              <TextField
                meta={asText(fields.bonusMaxSpendingPercent)}
                label="Оплата бонусами, до %"
                inputMode="decimal"
                serverError={serverErrors.bonusMaxSpendingPercent}
              />
              <TextField
                meta={asText(fields.feeRate)}
                label="Комиссия, %"
                inputMode="decimal"
                serverError={serverErrors.feeRate}
              />
              <TextField
                meta={asText(fields.feeFixedPart)}
                label="Фиксированная часть комиссии, ₽"
                inputMode="decimal"
                serverError={serverErrors.feeFixedPart}
              />
              <TextField
                meta={asText(fields.feeMin)}
                label="Минимальная комиссия, ₽"
                inputMode="decimal"
                serverError={serverErrors.feeMin}
              />
              <TextField
                meta={asText(fields.feeMax)}
                label="Максимальная комиссия, ₽"
                inputMode="decimal"
                serverError={serverErrors.feeMax}
              />
              <TextField
                meta={asText(fields.freeOrdersQuantity)}
                label="Бесплатных заявок"
                inputMode="numeric"
                serverError={serverErrors.freeOrdersQuantity}
              />
            </SimpleGrid>
          </>
        );
      }}
    </ModalForm>
  );
}
