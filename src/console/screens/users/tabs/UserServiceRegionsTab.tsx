import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ServiceRegion } from '../../../../shared/schemas/roles/serviceBindings';
import { serviceRegionCreateSchema } from '../../../../shared/schemas/roles/serviceBindings';
import type { UserCard } from '../../../../shared/schemas/userAdmin';
import { fetchGeoRegions } from '../../../api/evacuationApi';
import {
  createUserServiceRegion,
  deleteUserServiceRegion,
  fetchServicesAdmin,
  fetchUserServiceRegions,
  updateUserServiceRegion,
} from '../../../api/rolesApi';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { LoadState } from '../../../components/LoadState';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';

// The form picks a service and a region of the directory; the user is the card's and the region's name comes
// from the directory, so the server's rules for both fields still apply to what is sent.
const formSchema = serviceRegionCreateSchema.pick({ serviceId: true, fiasId: true });

type Editing = { kind: 'new' } | { kind: 'edit'; row: ServiceRegion };

const loadOptions = async (wanted: boolean) => {
  if (!wanted) return { services: [], regions: [] };
  const [services, regions] = await Promise.all([fetchServicesAdmin(false), fetchGeoRegions()]);
  return { services, regions };
};

/** The card's 'Регионы услуг' tab: in which regions the user works which service; add, change, delete. */
export function UserServiceRegionsTab({ user }: { user: UserCard }) {
  // The server writes with 'users' permissionUpdate; the buttons also follow the sibling tabs' insert/delete flags.
  const canInsert = useAllowed('users', ['permissionInsert', 'permissionUpdate']);
  const canUpdate = useAllowed('users', ['permissionUpdate']);
  const canDelete = useAllowed('users', ['permissionDelete', 'permissionUpdate']);
  const list = useRemoteData(`user.${user.id}.serviceRegions`, fetchUserServiceRegions, user.id);
  const options = useRemoteData('user.serviceRegions.options', loadOptions, canInsert || canUpdate);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [target, setTarget] = useState<ServiceRegion | null>(null);
  const rows = list.data ?? [];
  const serviceOptions = (options.data?.services ?? []).map((s) => ({ value: s.id, label: s.name }));
  const regions = options.data?.regions ?? [];
  // A region saved earlier but missing from the directory stays choosable while editing it.
  const current = editing?.kind === 'edit' ? editing.row : null;
  const regionOptions = [
    ...(current && !regions.some((r) => r.fiasId === current.fiasId)
      ? [{ value: current.fiasId, label: current.regionName }]
      : []),
    ...regions.map((r) => ({ value: r.fiasId, label: r.name })),
  ];
  const regionName = (fiasId: string) => regionOptions.find((r) => r.value === fiasId)?.label ?? fiasId;

  const save = (values: { serviceId: number; fiasId: string }) => {
    const body = {
      userId: user.id,
      serviceId: values.serviceId,
      fiasId: values.fiasId,
      regionName: regionName(values.fiasId),
    };
    return current ? updateUserServiceRegion(current.id, body) : createUserServiceRegion(body);
  };

  return (
    <Stack gap="3" data-testid="user-service-regions">
      {canInsert && (
        <Flex>
          <Button size="sm" colorPalette="blue" onClick={() => setEditing({ kind: 'new' })}>
            Добавить регион услуги
          </Button>
        </Flex>
      )}
      <LoadState
        loading={list.loading && rows.length === 0}
        error={list.failed ? list.error : null}
        empty={rows.length === 0}
        onRetry={list.reload}
      >
        <Table.Root size="sm" variant="outline" aria-label="Регионы услуг">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Услуга</Table.ColumnHeader>
              <Table.ColumnHeader>Регион</Table.ColumnHeader>
              {(canUpdate || canDelete) && <Table.ColumnHeader />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.serviceName}</Table.Cell>
                <Table.Cell>{r.regionName}</Table.Cell>
                {(canUpdate || canDelete) && (
                  <Table.Cell textAlign="end">
                    <Flex gap="2" justify="end">
                      {canUpdate && (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Изменить регион услуги ${r.serviceName}, ${r.regionName}`}
                          onClick={() => setEditing({ kind: 'edit', row: r })}
                        >
                          Изменить
                        </Button>
                      )}
                      {canDelete && (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Удалить регион услуги ${r.serviceName}, ${r.regionName}`}
                          onClick={() => setTarget(r)}
                        >
                          Удалить
                        </Button>
                      )}
                    </Flex>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
      <ModalForm
        open={editing !== null}
        title={current ? 'Изменить регион услуги' : 'Новый регион услуги'}
        schema={formSchema}
        defaultValue={current ? { serviceId: current.serviceId, fiasId: current.fiasId } : undefined}
        onSubmit={save}
        onSaved={() => {
          notify({ type: 'success', title: current ? 'Регион услуги изменён' : 'Регион услуги добавлен' });
          list.reload();
        }}
        onClose={() => setEditing(null)}
      >
        {({ fields, serverErrors }) => (
          <>
            <SelectField
              meta={fields.serviceId}
              label="Услуга"
              required
              options={serviceOptions}
              placeholder="Выберите услугу"
              serverError={serverErrors.serviceId}
            />
            <SelectField
              meta={fields.fiasId}
              label="Регион"
              required
              options={regionOptions}
              placeholder="Выберите регион"
              serverError={serverErrors.fiasId ?? serverErrors.regionName}
            />
          </>
        )}
      </ModalForm>
      {target && (
        <ConfirmCallDialog
          title="Удалить регион услуги"
          confirmLabel="Удалить"
          confirmPalette="red"
          testId="user-service-region-delete"
          call={() => deleteUserServiceRegion(target.id)}
          onDone={() => {
            notify({ type: 'success', title: 'Регион услуги удалён', description: target.regionName });
            setTarget(null);
            list.reload();
          }}
          onCancel={() => setTarget(null)}
        >
          <Text>
            Удалить регион «{target.regionName}» для услуги «{target.serviceName}»?
          </Text>
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
