import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import type { ServicePartner } from '../../../../shared/schemas/roles/serviceBindings';
import { servicePartnerCreateSchema } from '../../../../shared/schemas/roles/serviceBindings';
import {
  addPartnerService,
  fetchPartnerServices,
  fetchServicesAdmin,
  removePartnerService,
} from '../../../api/rolesApi';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { LoadState } from '../../../components/LoadState';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed, usePlatformStaff } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';

const liveServicesIf = (wanted: boolean) => (wanted ? fetchServicesAdmin(false) : Promise.resolve([]));

// The form holds the service only: the partner is the card's.
const addSchema = servicePartnerCreateSchema.pick({ serviceId: true });

/**
 * The card's 'Услуги' tab: the services the partner provides. Adding and removing are offered to platform staff
 * only, since the server refuses service-partner writes to a partner's own staff.
 */
export function PartnerServicesTab({ partner }: { partner: Partner }) {
  const staff = usePlatformStaff();
  const canInsert = useAllowed('partners', ['permissionInsert', 'permissionUpdate']) && staff;
  const canDelete = useAllowed('partners', ['permissionDelete', 'permissionUpdate']) && staff;
  const bound = useRemoteData(`partner.${partner.id}.services`, fetchPartnerServices, partner.id);
  // The choice is read only by those who may add: the others make no call.
  const services = useRemoteData('partner.services.options', liveServicesIf, canInsert);
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState<ServicePartner | null>(null);
  const rows = bound.data ?? [];
  const free = (services.data ?? [])
    .filter((s) => !rows.some((r) => r.serviceId === s.id))
    .map((s) => ({ value: s.id, label: s.name }));

  return (
    <Stack gap="3" data-testid="partner-services">
      {canInsert && (
        <Flex>
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            Добавить услугу
          </Button>
        </Flex>
      )}
      <LoadState
        loading={bound.loading && rows.length === 0}
        error={bound.failed ? bound.error : null}
        empty={rows.length === 0}
        onRetry={bound.reload}
      >
        <Table.Root size="sm" variant="outline" aria-label="Услуги партнёра">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Услуга</Table.ColumnHeader>
              {canDelete && <Table.ColumnHeader />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.serviceName}</Table.Cell>
                {canDelete && (
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Убрать услугу ${r.serviceName}`}
                      onClick={() => setTarget(r)}
                    >
                      Убрать
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </LoadState>
      <ModalForm
        open={adding}
        title="Добавить услугу"
        schema={addSchema}
        submitLabel="Добавить"
        onSubmit={(values) => addPartnerService(partner.id, values.serviceId)}
        onSaved={() => {
          notify({ type: 'success', title: 'Услуга добавлена' });
          bound.reload();
        }}
        onClose={() => setAdding(false)}
      >
        {({ fields, serverErrors }) => (
          <SelectField
            meta={fields.serviceId}
            label="Услуга"
            required
            options={free}
            placeholder="Выберите услугу"
            serverError={serverErrors.serviceId}
          />
        )}
      </ModalForm>
      {target && (
        <ConfirmCallDialog
          title="Убрать услугу"
          confirmLabel="Удалить"
          confirmPalette="red"
          testId="partner-service-delete"
          call={() => removePartnerService(target.id)}
          onDone={() => {
            notify({ type: 'success', title: 'Услуга убрана', description: target.serviceName });
            setTarget(null);
            bound.reload();
          }}
          onCancel={() => setTarget(null)}
        >
          <Text>Партнёр перестанет оказывать услугу «{target.serviceName}». Продолжить?</Text>
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
