import { Stack } from '@chakra-ui/react';
import { type CardType, cardTypeBodySchema } from '../../../shared/schemas/cards/cardTypes';
import { createCardType, updateCardType } from '../../api/cards/cardTypesApi';
import { ModalForm } from '../../components/ModalForm';
import { TextField } from '../../components/TextField';
import { useAllowed } from '../../session/useSession';
import { CARD_TYPES_KEY } from './cardTypesKey';

/** Add or change a card type: name, description, validity in months. `cardType` null means a new one. */
export function CardTypeDialog({
  cardType,
  onClose,
  onChanged,
}: {
  cardType: CardType | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(CARD_TYPES_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(CARD_TYPES_KEY, ['permissionUpdate']);
  return (
    <ModalForm
      open
      title={cardType ? `Тип карты «${cardType.name}»` : 'Новый тип сервисной карты'}
      schema={cardTypeBodySchema}
      defaultValue={
        cardType
          ? {
              name: cardType.name,
              description: cardType.description ?? undefined,
              validityMonths: cardType.validityMonths ?? undefined,
            }
          : undefined
      }
      onSubmit={(values) => (cardType ? updateCardType(cardType.id, values) : createCardType(values))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={cardType ? canUpdate : canInsert}
    >
      {({ fields, serverErrors }) => (
        <Stack gap="4">
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <TextField meta={fields.description} label="Описание" serverError={serverErrors.description} />
          <TextField
            meta={fields.validityMonths}
            label="Срок действия, мес."
            inputMode="numeric"
            serverError={serverErrors.validityMonths}
          />
        </Stack>
      )}
    </ModalForm>
  );
}
