import type { ServicePosition } from '../../../../shared/schemas/pricing/servicePositions';
import { servicePositionCreateSchema } from '../../../../shared/schemas/pricing/servicePositions';
import {
  createServicePosition,
  deleteServicePosition,
  updateServicePosition,
} from '../../../api/pricing/nomenclatureApi';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';
import { POSITIONS_KEY } from './positionsKey';
import { usePositionOptions, withOption } from './usePricingOptions';

// The service is chosen on the tab: the form holds the position and its order only.
const formSchema = servicePositionCreateSchema.pick({ positionId: true, sort: true });

/** Add a position to the service, or change one's position and order; 'Удалить' removes it from the service. */
export function ServicePositionDialog({
  serviceId,
  row,
  onClose,
  onChanged,
}: {
  serviceId: number;
  row: ServicePosition | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const canInsert = useAllowed(POSITIONS_KEY, ['permissionInsert']);
  const canUpdate = useAllowed(POSITIONS_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(POSITIONS_KEY, ['permissionDelete']);
  const alive = usePositionOptions();
  if (!alive) return null;
  const options = withOption(alive, row ? { value: row.positionId, label: `${row.positionName}` } : null);
  return (
    <ModalForm
      open
      title={row ? `Позиция услуги «${row.positionName}»` : 'Новая позиция услуги'}
      schema={formSchema}
      defaultValue={row ? { positionId: row.positionId, sort: row.sort } : { sort: 0 }}
      onSubmit={(values) =>
        row
          ? updateServicePosition(row.id, { positionId: values.positionId, sort: values.sort })
          : createServicePosition({ serviceId, positionId: values.positionId, sort: values.sort })
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={row ? canUpdate : canInsert}
      onDelete={row ? () => deleteServicePosition(row.id) : undefined}
      canDelete={canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <SelectField
            meta={fields.positionId}
            label="Позиция"
            required
            options={options}
            serverError={serverErrors.positionId}
          />
          <TextField meta={fields.sort} label="Порядок" inputMode="numeric" serverError={serverErrors.sort} />
        </>
      )}
    </ModalForm>
  );
}
