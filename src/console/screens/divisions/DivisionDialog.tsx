import { type DivisionCard, divisionSaveSchema } from '../../../shared/schemas/divisions';
import { createDivision, deleteDivision, restoreDivision, updateDivision } from '../../api/partners/divisionsApi';
import { findPartners } from '../../api/partners/partnersApi';
import { ModalForm } from '../../components/ModalForm';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';

const KEY = 'divisions';
const loadPartnerOptions = async () =>
  (await findPartners({ size: 500, sortField: 'name', sortOrder: 'ASC' })).partners.map((p) => ({
    value: p.id,
    label: p.name,
  }));

interface Props {
  division: DivisionCard | null;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * Add or edit a division; delete (soft) or restore it. Without a partner it is the platform's; a partner's staff
 * see only their partner in the choice, and the server files their divisions under it whatever is chosen.
 */
export function DivisionDialog({ division, onClose, onChanged }: Props) {
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const partners = useRemoteData('divisions.partners', loadPartnerOptions, null);
  const deleted = Boolean(division?.deletedDate);
  return (
    <ModalForm
      open
      title={division ? `Подразделение «${division.name}»` : 'Новое подразделение'}
      schema={divisionSaveSchema}
      defaultValue={division ? { name: division.name, partnerId: division.partnerId ?? undefined } : undefined}
      onSubmit={(values) => (division ? updateDivision(division.id, values) : createDivision(values))}
      onSaved={onChanged}
      onClose={onClose}
      canSave={division ? canUpdate && !deleted : canInsert}
      onDelete={division ? () => (deleted ? restoreDivision(division.id) : deleteDivision(division.id)) : undefined}
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <SelectField
            key={partners.data?.length ?? 0}
            meta={fields.partnerId}
            label="Партнёр"
            placeholder="Платформа (без партнёра)"
            options={partners.data ?? []}
            serverError={serverErrors.partnerId}
          />
        </>
      )}
    </ModalForm>
  );
}
