import { type Ref, refCreateSchema } from '../../../shared/schemas/references';
import { createRef, deleteRef, restoreRef, updateRef } from '../../api/referencesApi';
import { ModalForm } from '../../components/ModalForm';
import { TextField } from '../../components/TextField';
import { useAllowed } from '../../session/useSession';

const KEY = 'universalreference';

/** Add or edit a reference book; delete (soft) or restore it. `ref` null means a new book. */
export function RefDialog({
  open,
  ref,
  onClose,
  onChanged,
}: {
  open: boolean;
  ref: Ref | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const deleted = Boolean(ref?.deletedDate);
  return (
    <ModalForm
      open={open}
      title={ref ? `Справочник «${ref.name}»` : 'Новый справочник'}
      schema={refCreateSchema}
      defaultValue={ref ? { name: ref.name, code: ref.code ?? undefined } : undefined}
      onSubmit={(values) => (ref ? updateRef(ref.id, { ...values, code: values.code ?? null }) : createRef(values))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={ref ? canUpdate && !deleted : canInsert}
      onDelete={ref ? () => (deleted ? restoreRef(ref.id) : deleteRef(ref.id)) : undefined}
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <TextField meta={fields.code} label="Код (латиница)" serverError={serverErrors.code} />
        </>
      )}
    </ModalForm>
  );
}
