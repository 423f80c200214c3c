import { type RefValue, refValueCreateSchema } from '../../../shared/schemas/references';
import { createRefValue, deleteRefValue, restoreRefValue, updateRefValue } from '../../api/referencesApi';
import { ModalForm } from '../../components/ModalForm';
import { TextField } from '../../components/TextField';
import { useAllowed } from '../../session/useSession';

const KEY = 'universalreference';
// The book is chosen on the screen, not in the form.
const formSchema = refValueCreateSchema.omit({ refId: true });

/** Add or edit a value of the book `refId`; delete (soft) or restore it. */
export function RefValueDialog({
  open,
  refId,
  value,
  onClose,
  onChanged,
}: {
  open: boolean;
  refId: number;
  value: RefValue | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const deleted = Boolean(value?.deletedDate);
  return (
    <ModalForm
      open={open}
      title={value ? `Значение «${value.name}»` : 'Новое значение'}
      schema={formSchema}
      defaultValue={
        value ? { name: value.name, int1: value.int1 ?? undefined, sort: value.sort ?? undefined } : undefined
      }
      onSubmit={(values) =>
        value
          ? updateRefValue(value.id, { ...values, int1: values.int1 ?? null, sort: values.sort ?? null })
          : createRefValue({ ...values, refId })
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={value ? canUpdate && !deleted : canInsert}
      onDelete={value ? () => (deleted ? restoreRefValue(value.id) : deleteRefValue(value.id)) : undefined}
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <TextField meta={fields.int1} label="Число" inputMode="numeric" serverError={serverErrors.int1} />
          <TextField
            meta={fields.sort}
            label="Порядок сортировки"
            inputMode="numeric"
            serverError={serverErrors.sort}
          />
        </>
      )}
    </ModalForm>
  );
}
