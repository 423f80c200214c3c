import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { type DamagedItem, damagedItemBodySchema } from '../../../../../shared/schemas/orders/orderParts';
import { createDamagedItem, deleteDamagedItem, updateDamagedItem } from '../../../../api/orderPartsApi';
import { ModalForm } from '../../../../components/ModalForm';
import { TextField } from '../../../../components/TextField';
import { useAllowed } from '../../../../session/useSession';
import { TextAreaField } from './TextAreaField';

/** An optional field is 'unknown' to zod's input type; on the form it is text as typed. */
const asText = (meta: unknown) => meta as Parameters<typeof TextField>[0]['meta'];

interface Props {
  orderId: number;
  /** null: a new item. */
  item: DamagedItem | null;
  onClose: () => void;
  /** Saved or removed: the table reloads. */
  onChanged: () => void;
}

/** Damaged property: name (required), description, amount in roubles (not below 0). Mounted only while open. */
export function DamagedItemDialog({ orderId, item, onClose, onChanged }: Props) {
  const canInsert = useAllowed(WIDGET_KEYS.orderDamagedItems, ['permissionInsert']);
  const canUpdate = useAllowed(WIDGET_KEYS.orderDamagedItems, ['permissionUpdate']);
  const canDelete = useAllowed(WIDGET_KEYS.orderDamagedItems, ['permissionDelete']);
  return (
    <ModalForm
      open
      title={item ? 'Повреждённое имущество' : 'Новое повреждённое имущество'}
      submitLabel={item ? 'Сохранить' : 'Добавить'}
      schema={damagedItemBodySchema}
      defaultValue={
        item
          ? {
              name: item.name,
              description: item.description ?? undefined,
              amount: item.amount === null ? undefined : String(item.amount),
            }
          : undefined
      }
      onSubmit={(values) => (item ? updateDamagedItem(item.id, values) : createDamagedItem(orderId, values))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={item ? canUpdate : canInsert}
      onDelete={item ? () => deleteDamagedItem(item.id) : undefined}
      canDelete={canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Наименование" required serverError={serverErrors.name} />
          <TextAreaField
            meta={fields.description}
            label="Описание повреждения"
            serverError={serverErrors.description}
          />
          <TextField
            meta={asText(fields.amount)}
            label="Сумма ущерба, ₽"
            inputMode="decimal"
            serverError={serverErrors.amount}
          />
        </>
      )}
    </ModalForm>
  );
}
