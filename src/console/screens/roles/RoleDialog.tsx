import { type Role, roleCreateSchema } from '../../../shared/schemas/roles/roles';
import {
  createRole,
  deleteRole,
  fetchPossibleParents,
  fetchRoleTemplates,
  restoreRole,
  updateRole,
} from '../../api/rolesApi';
import { ModalForm } from '../../components/ModalForm';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { FlagField } from '../orders/card/sections/invoices/FlagField';

const KEY = 'roles';

/**
 * Add or edit a role: name, parent (no cycles: the server offers only possible parents), the template mark, and for a
 * new role a template whose permissions it starts with. Delete (soft) or restore an existing one.
 */
export function RoleDialog({
  open,
  role,
  partnerId,
  onClose,
  onChanged,
}: {
  open: boolean;
  role: Role | null;
  /** The partner a new role is made for (the list's partner filter). */
  partnerId: number | null;
  onClose: () => void;
  onChanged: (role?: Role) => void;
}) {
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const forPartner = role ? role.partnerId : partnerId;
  const parents = useRemoteData(
    'roles.possibleParents',
    (p: { partnerId: number | null; roleId: number | null; open: boolean }) =>
      p.open ? fetchPossibleParents(p.partnerId, p.roleId) : Promise.resolve([]),
    { partnerId: forPartner, roleId: role?.id ?? null, open },
  );
  const templates = useRemoteData(
    'roles.templates',
    (p: { open: boolean }) => (p.open ? fetchRoleTemplates() : Promise.resolve([])),
    { open: open && !role },
  );
  const deleted = Boolean(role?.deletedDate);
  return (
    <ModalForm
      open={open}
      title={role ? `Роль «${role.name}»` : 'Новая роль'}
      schema={roleCreateSchema}
      defaultValue={
        role
          ? { name: role.name, parentRoleId: role.parentRoleId ?? undefined, isTemplate: role.isTemplate }
          : undefined
      }
      onSubmit={(values) => {
        // An unchecked box sends nothing: that is 'not a template', not 'unchanged'.
        const body = {
          ...values,
          partnerId: forPartner,
          parentRoleId: values.parentRoleId ?? null,
          isTemplate: values.isTemplate ?? false,
        };
        return role ? updateRole(role.id, body) : createRole(body);
      }}
      onSaved={(saved) => onChanged(saved as Role)}
      onClose={onClose}
      canSave={role ? canUpdate && !deleted : canInsert}
      onDelete={role ? () => (deleted ? restoreRole(role.id) : deleteRole(role.id)) : undefined}
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={(deleted ? canUpdate : canDelete) && !role?.isSuperAdmin}
      onDeleted={() => onChanged()}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <SelectField
            meta={fields.parentRoleId}
            label="Родительская роль"
            placeholder="Без родительской роли"
            options={(parents.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            serverError={serverErrors.parentRoleId}
          />
          {!role && (
            <SelectField
              meta={fields.templateRoleId}
              label="Шаблон прав"
              placeholder="Без шаблона"
              options={(templates.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              serverError={serverErrors.templateRoleId}
            />
          )}
          <FlagField meta={fields.isTemplate} label="Шаблон роли" />
        </>
      )}
    </ModalForm>
  );
}
