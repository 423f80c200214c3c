import { Badge, Button, CloseButton, HStack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { REF_IDS } from '../../../shared/referenceIds';
import type { OrderScope } from '../../../shared/schemas/orders/orderEntity';
import { fetchClient } from '../../api/clientsApi';
import { fetchServices, findOrders } from '../../api/ordersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import { IfAllowed } from '../../components/PermissionGate';
import { useRefOptions } from '../../hooks/useRefOptions';
import { useRemoteData } from '../../hooks/useRemoteData';
import { onPush } from '../../realtime/pushListeners';
import { refreshOrderCount, setOrderCount } from '../../shell/orderCountStore';
import { clientFullName } from '../clients/clientDisplay';
import { ORDER_COLUMNS } from './orderColumns';
import { isWholeScope, orderFilterDefs, orderFindBody, statusesOfScope } from './orderFilters';

// /orders and /orders/archive: one screen, the scope by the route. Paged on the server, newest
// first; ?clientId= narrows it to one client (a chip that can be removed). Each load keeps the menu badge right.

const loadServiceOptions = async () => (await fetchServices()).map((s) => ({ value: String(s.id), label: s.name }));
const clientIdOf = (search: string) => {
  const id = Number(new URLSearchParams(search).get('clientId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function ClientChip({ clientId, onRemove }: { clientId: number; onRemove: () => void }) {
  const client = useRemoteData('orders.clientFilter', fetchClient, clientId);
  return (
    <HStack gap="1" data-testid="client-filter-chip">
      <Badge size="lg" variant="surface" colorPalette="blue">
        Клиент: {client.data ? clientFullName(client.data) : `№ ${clientId}`}
      </Badge>
      <CloseButton size="2xs" aria-label="Убрать фильтр по клиенту" onClick={onRemove} />
    </HStack>
  );
}

export default function OrdersListPage({ title }: { title: string }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const scope: Extract<OrderScope, 'active' | 'archive'> = location.startsWith('/orders/archive')
    ? 'archive'
    : 'active';
  // Read once: the table then keeps its own query in the address bar.
  const [clientId, setClientId] = useState(() => clientIdOf(search));
  // Another user's status change re-reads the page shown, on the same query (the rows stay while it loads).
  const [pushTick, setPushTick] = useState(0);
  useEffect(() => onPush((push) => push.kind === 'orderStatus' && setPushTick((n) => n + 1)), []);
  const services = useRemoteData('orders.services', loadServiceOptions, null).data ?? [];
  const statuses = useRefOptions(REF_IDS.orderStatus);
  const filters = useMemo(
    () =>
      orderFilterDefs(
        services,
        statusesOfScope(
          scope,
          statuses.map((s) => ({ value: String(s.value), label: s.label })),
        ),
      ),
    [services, statuses, scope],
  );

  const load = async (q: TableQuery) => {
    const { orders, total, totalCapped } = await findOrders(orderFindBody(q, scope, clientId));
    if (isWholeScope(q, clientId)) setOrderCount(scope, total, totalCapped === true);
    else void refreshOrderCount(scope);
    return { rows: orders, total, totalCapped };
  };

  return (
    <DataTablePage
      title={title}
      tableKey={`orders.${scope}`}
      columns={ORDER_COLUMNS}
      filters={filters}
      load={load}
      rowKey={(o) => o.id}
      onOpen={(o) => navigate(`/orders/${o.id}`)}
      defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      reloadKey={`${clientId ?? ''}:${pushTick}`}
      actions={
        <HStack gap="3" wrap="wrap">
          {clientId && <ClientChip clientId={clientId} onRemove={() => setClientId(undefined)} />}
          <IfAllowed operation="orders.create" flags={['permissionInsert']}>
            <Button
              size="sm"
              onClick={() => navigate(clientId ? `/orders/create/?clientId=${clientId}` : '/orders/create/')}
            >
              Создать заявку
            </Button>
          </IfAllowed>
        </HStack>
      }
    />
  );
}
