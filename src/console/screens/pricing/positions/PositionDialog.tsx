import { type Position, positionCreateSchema } from '../../../../shared/schemas/pricing/positions';
import { createPosition, updatePosition } from '../../../api/pricing/nomenclatureApi';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';
import { POSITIONS_KEY } from './positionsKey';

/** Add or edit a nomenclature position. `position` null means a new one. */
export function PositionDialog({
  position,
  onClose,
  onChanged,
}: {
  position: Position | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(POSITIONS_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(POSITIONS_KEY, ['permissionUpdate']);
  return (
    <ModalForm
      open
      title={position ? `Позиция «${position.name}»` : 'Новая позиция'}
      schema={positionCreateSchema}
      defaultValue={
        position ? { name: position.name, unit: position.unit, code: position.code ?? undefined } : { unit: 'шт.' }
      }
      onSubmit={(values) =>
        position ? updatePosition(position.id, { ...values, code: values.code ?? null }) : createPosition(values)
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={position ? canUpdate && !position.deletedDate : canInsert}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Наименование" required serverError={serverErrors.name} />
          <TextField meta={fields.unit} label="Единица измерения" required serverError={serverErrors.unit} />
          <TextField meta={fields.code} label="Код (артикул)" serverError={serverErrors.code} />
        </>
      )}
    </ModalForm>
  );
}
