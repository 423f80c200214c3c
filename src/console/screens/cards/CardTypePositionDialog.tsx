import { Stack } from '@chakra-ui/react';
import { freeCountFromWire, freeCountToWire } from '../../../shared/cardFreeCount';
import { type CardTypePosition, cardTypePositionFormSchema } from '../../../shared/schemas/cards/cardTypePositions';
import { createCardTypePosition, updateCardTypePosition } from '../../api/cards/cardTypesApi';
import { ModalForm } from '../../components/ModalForm';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAllowed } from '../../session/useSession';
import { CARD_TYPES_KEY } from './cardTypesKey';

/**
 * Add or change a card type's position: a service position and 'Бесплатно, раз'. The form shows and takes 0 for
 * "no free uses"; the API keeps it as -1 (freeCountToWire / freeCountFromWire).
 */
export function CardTypePositionDialog({
  cardTypeId,
  position,
  options,
  onClose,
  onChanged,
}: {
  cardTypeId: number;
  position: CardTypePosition | null;
  /** The service positions to choose from (loaded before the dialog opens). */
  options: SelectOption[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(CARD_TYPES_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(CARD_TYPES_KEY, ['permissionUpdate']);
  // A position the list no longer offers (its service or nomenclature position deleted) stays shown for its row.
  const choices =
    position && !options.some((o) => o.value === position.servicePositionId)
      ? [...options, { value: position.servicePositionId, label: `${position.serviceName} — ${position.positionName}` }]
      : options;
  return (
    <ModalForm
      open
      title={position ? `Позиция «${position.positionName}»` : 'Новая позиция типа карты'}
      schema={cardTypePositionFormSchema}
      defaultValue={
        position
          ? { servicePositionId: position.servicePositionId, freeCount: freeCountFromWire(position.freeCount) }
          : { freeCount: 0 }
      }
      onSubmit={(values) => {
        const body = { servicePositionId: values.servicePositionId, freeCount: freeCountToWire(values.freeCount) };
        return position
          ? updateCardTypePosition({ id: position.id, ...body })
          : createCardTypePosition({ cardTypeId, ...body });
      }}
      onSaved={onChanged}
      onClose={onClose}
      canSave={position ? canUpdate : canInsert}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="4">
          <SelectField
            meta={fields.servicePositionId}
            label="Позиция услуги"
            required
            options={choices}
            serverError={serverErrors.servicePositionId}
          />
          <TextField
            meta={fields.freeCount}
            label="Бесплатно, раз (0 — нет)"
            required
            inputMode="numeric"
            serverError={serverErrors.freeCount}
          />
        </Stack>
      )}
    </ModalForm>
  );
}
