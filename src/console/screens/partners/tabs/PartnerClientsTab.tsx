import { Flex, Input, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { PartnerClient } from '../../../../shared/schemas/partners/partnerBindings';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { fetchClientByPhone } from '../../../api/clientsApi';
import { bindPartnerClient, fetchPartnerClients, unbindPartnerClient } from '../../../api/partners/partnerBindingsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { CallButton } from '../../orders/card/sections/CallButton';

/** The card's 'Клиенты' tab: the affiliated clients; bind one found by phone, unbind one. */
export function PartnerClientsTab({ partner }: { partner: Partner }) {
  // Binding finds the client by phone first (GET /v1/clients/phone, the client card's key): without that key the
  // server would refuse the lookup, so the form is not offered.
  const mayFindClient = useAllowed('reference.person.card');
  const canInsert = useAllowed('partners', ['permissionInsert']) && mayFindClient;
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const [phone, setPhone] = useState('');
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const columns = useMemo<ColumnDef<PartnerClient>[]>(
    () => [
      { id: 'clientName', header: 'Клиент', value: (c) => c.clientName, width: 300 },
      { id: 'phoneNumber', header: 'Телефон', value: (c) => c.phoneNumber },
      {
        id: 'actions',
        header: '',
        value: () => '',
        sortable: false,
        cell: (c) =>
          canDelete && (
            <CallButton
              label="Отвязать"
              colorPalette="red"
              name={`partner.client.${c.id}.unbind`}
              run={() => unbindPartnerClient(c.id)}
              onDone={() => setVersion((v) => v + 1)}
            />
          ),
      },
    ],
    [canDelete],
  );
  return (
    <Stack gap="3">
      {canInsert && (
        <Flex gap="2" align="center">
          <Input
            size="sm"
            maxW="16rem"
            aria-label="Телефон клиента"
            placeholder="+7 (___) ___-__-__"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <CallButton
            label="Привязать клиента"
            size="sm"
            name="partner.client.bind"
            disabled={phone.trim().length < 10}
            run={async () => {
              const client = await fetchClientByPhone(phone);
              await bindPartnerClient(partner.id, client.id);
            }}
            onDone={() => {
              setPhone('');
              notify({ type: 'success', title: 'Успех', description: 'Клиент привязан' });
              reload();
            }}
          />
        </Flex>
      )}
      <DataTablePage
        title="Аффилированные клиенты"
        tableKey="partner.clients"
        embedded
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchPartnerClients(partner.id);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'clientName', sortOrder: 'ASC' }}
        rowKey={(c) => c.id}
        reloadKey={version}
      />
    </Stack>
  );
}
