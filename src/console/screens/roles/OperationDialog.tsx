import { type Operation, operationBodySchema } from '../../../shared/schemas/roles/operations';
import { createOperation, deleteOperation, updateOperation } from '../../api/rolesApi';
import { ModalForm } from '../../components/ModalForm';
import { TextField } from '../../components/TextField';
import { useAllowed } from '../../session/useSession';

const KEY = 'operations';

/** Add, rename or delete an operation (its key is unique: the server says so in Russian). */
export function OperationDialog({
  open,
  operation,
  onClose,
  onChanged,
}: {
  open: boolean;
  operation: Operation | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  return (
    <ModalForm
      open={open}
      title={operation ? `Операция ${operation.operationKey}` : 'Новая операция'}
      schema={operationBodySchema}
      defaultValue={operation ? { operationKey: operation.operationKey, name: operation.name } : undefined}
      onSubmit={(values) =>
        operation
          ? updateOperation(operation.id, { ...values, projectId: operation.projectId })
          : createOperation(values)
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={operation ? canUpdate : canInsert}
      onDelete={operation ? () => deleteOperation(operation.id) : undefined}
      canDelete={canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField
            meta={fields.operationKey}
            label="Ключ операции"
            required
            serverError={serverErrors.operationKey}
          />
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
        </>
      )}
    </ModalForm>
  );
}
