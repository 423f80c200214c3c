import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../../machines/kit/dataTableTypes';
import { TRAVEL_PAYMENT_STATE_NAMES } from '../../../../../machines/travel/travelPaymentMachine';
import { TRAVEL_PAYMENT_STATES } from '../../../../shared/lifecycleStates';
import type { TravelPaymentListItem } from '../../../../shared/schemas/travel/travelPayments';
import { fetchTravelDictionaries } from '../../../api/travel/travelDictionariesApi';
import { findTravelPayments } from '../../../api/travel/travelPaymentsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { FilterDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { PAYMENT_LIST_COLUMNS } from './paymentListColumns';
import { toPaymentFind, toPaymentPage } from './paymentListQuery';
import { newTravelPaymentPath, travelPaymentPath } from './travelPaymentPaths';

const STATES = TRAVEL_PAYMENT_STATES.map((s) => ({ value: s, label: TRAVEL_PAYMENT_STATE_NAMES[s] }));
const load = async (query: TableQuery) => toPaymentPage(await findTravelPayments(toPaymentFind(query)));

/**
 * /vzr/payments: the payments newest first, searched by the payment's or policy's number or the payer, filtered by
 * status, payment type, cash desk and paid date; a row opens the payment; «Новый платёж» registers one.
 */
export default function TravelPaymentsListPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const dictionaries = useRemoteData('travelPayments.dictionaries', fetchTravelDictionaries, null);
  const filters = useMemo<FilterDef[]>(
    () => [
      { id: 'state', label: 'Статус', type: 'select', options: STATES },
      {
        id: 'paymentTypeId',
        label: 'Способ оплаты',
        type: 'select',
        options: (dictionaries.data?.paymentTypes ?? []).map((t) => ({ value: String(t.id), label: t.name })),
      },
      {
        id: 'cashId',
        label: 'Касса',
        type: 'select',
        options: (dictionaries.data?.paymentCashes ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      },
      { id: 'paidFrom', label: 'Оплачен с', type: 'date' },
      { id: 'paidTo', label: 'Оплачен по', type: 'date' },
    ],
    [dictionaries.data],
  );
  return (
    <DataTablePage<TravelPaymentListItem>
      title={title}
      tableKey="vzr.payments"
      columns={PAYMENT_LIST_COLUMNS}
      load={load}
      rowKey={(p) => p.id}
      onOpen={(p) => navigate(travelPaymentPath(p.id))}
      filters={filters}
      defaults={{ sortField: 'createdAt', sortOrder: 'DESC' }}
      actions={
        <IfAllowed operation="vzr.payments" flags={['permissionInsert']}>
          <Button size="sm" colorPalette="blue" onClick={() => navigate(newTravelPaymentPath())}>
            Новый платёж
          </Button>
        </IfAllowed>
      }
    />
  );
}
