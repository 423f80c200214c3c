import { Input, Stack } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import type { ClientPromo } from '../../../../shared/schemas/clients/clientExtras';
import { clientPromoCreateSchema, clientPromoUpdateSchema } from '../../../../shared/schemas/clients/clientPromo';
import {
  createClientPromo,
  deleteClientPromo,
  fetchProjects,
  fetchPromos,
  restoreClientPromo,
  updateClientPromo,
} from '../../../api/clientExtrasApi';
import { FieldShell } from '../../../components/inputs/FieldShell';
import { useFieldControl } from '../../../components/inputs/useFieldControl';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { ChoiceField } from './ChoiceField';

/** An optional field is 'unknown' to zod's input type; on the form it is text as typed. */
const asText = (meta: unknown) => meta as Parameters<typeof TextField>[0]['meta'];

interface Props {
  clientId: number;
  /** null: add mode. */
  promo: ClientPromo | null;
  onClose: () => void;
  /** Saved, made inactive or restored: the table reloads. */
  onChanged: () => void;
}

/** Add mode: project, then a promo of it, and a comment. Edit mode: comment and used count. Mounted only while open. */
export function ClientPromoDialog({ clientId, promo, onClose, onChanged }: Props) {
  return promo ? (
    <EditDialog promo={promo} onClose={onClose} onChanged={onChanged} />
  ) : (
    <AddDialog clientId={clientId} onClose={onClose} onChanged={onChanged} />
  );
}

// The client is the dialog's, not the form's.
const addSchema = clientPromoCreateSchema.omit({ clientId: true });

function AddDialog({ clientId, onClose, onChanged }: Omit<Props, 'promo'>) {
  const canInsert = useAllowed(WIDGET_KEYS.client, ['permissionInsert']);
  return (
    <ModalForm
      open
      title="Добавление промоакции клиенту"
      submitLabel="Добавить"
      schema={addSchema}
      onSubmit={(values) => createClientPromo({ ...values, clientId })}
      onSaved={onChanged}
      onClose={onClose}
      canSave={canInsert}
    >
      {({ fields, serverErrors }) => (
        <>
          <ProjectAndPromo
            projectMeta={fields.sourceProjectId}
            promoMeta={fields.promoId}
            serverErrors={serverErrors}
          />
          <TextField meta={asText(fields.comment)} label="Комментарий" serverError={serverErrors.comment} />
          <ReadOnly label="Количество использований" value="0" />
        </>
      )}
    </ModalForm>
  );
}

/** The project first; the promo choice waits for it and is cleared whenever the project changes. */
function ProjectAndPromo({
  projectMeta,
  promoMeta,
  serverErrors,
}: {
  projectMeta: FieldMetadata<number | undefined>;
  promoMeta: FieldMetadata<number | undefined>;
  serverErrors: Record<string, string>;
}) {
  const project = useFieldControl(projectMeta as unknown as FieldMetadata<string>);
  const promo = useFieldControl(promoMeta as unknown as FieldMetadata<string>);
  const projectId = Number(project.value) || null;
  const projects = useRemoteData('clientPromo.projects', fetchProjects, null);
  const promos = useRemoteData(
    'clientPromo.promos',
    (id: number | null) => (id ? fetchPromos(id) : Promise.resolve([])),
    projectId,
  );
  return (
    <>
      <ChoiceField
        meta={projectMeta}
        control={project}
        label="Проект"
        required
        options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        serverError={serverErrors.sourceProjectId ?? projects.error?.message}
        onChange={(value) => {
          project.change(value);
          promo.change('');
        }}
      />
      <ChoiceField
        meta={promoMeta}
        control={promo}
        label="Промоакция"
        required
        disabled={!projectId || promos.loading}
        emptyText={projectId ? undefined : 'Сначала выберите проект'}
        options={projectId ? (promos.data ?? []).map((p) => ({ value: p.id, label: p.name })) : []}
        serverError={serverErrors.promoId ?? promos.error?.message}
      />
    </>
  );
}

function EditDialog({ promo, onClose, onChanged }: Omit<Props, 'clientId'> & { promo: ClientPromo }) {
  const canUpdate = useAllowed(WIDGET_KEYS.client, ['permissionUpdate']);
  const canDelete = useAllowed(WIDGET_KEYS.client, ['permissionDelete']);
  const deleted = Boolean(promo.deletedDate);
  return (
    <ModalForm
      open
      title="Редактирование промоакции"
      schema={clientPromoUpdateSchema}
      defaultValue={{ comment: promo.comment ?? undefined, usedCount: String(promo.usedCount) }}
      onSubmit={(values) => updateClientPromo(promo.id, values)}
      onSaved={onChanged}
      onClose={onClose}
      canSave={canUpdate}
      onDelete={() => (deleted ? restoreClientPromo(promo.id) : deleteClientPromo(promo.id))}
      deleteLabel={deleted ? 'Восстановить' : 'Сделать не активным'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <ReadOnly label="Проект" value={promo.sourceProjectName ?? ''} />
          <ReadOnly label="Промоакция" value={promo.promo.name} />
          <TextField meta={asText(fields.comment)} label="Комментарий" serverError={serverErrors.comment} />
          <TextField
            meta={asText(fields.usedCount)}
            label="Количество использований"
            inputMode="numeric"
            serverError={serverErrors.usedCount}
          />
        </>
      )}
    </ModalForm>
  );
}

/** A value the dialog shows but does not let change (no name: it is not sent). */
function ReadOnly({ label, value }: { label: string; value: string }) {
  const id = `readonly-${label}`;
  return (
    <Stack gap="0">
      <FieldShell meta={{ id, errorId: `${id}-error` }} label={label} disabled>
        <Input value={value} readOnly disabled />
      </FieldShell>
    </Stack>
  );
}
