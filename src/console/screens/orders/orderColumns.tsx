import { Badge, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import type { OrderEntity } from '../../../shared/schemas/orders/orderEntity';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { formatPhone } from '../clients/clientDisplay';

// The columns of every order list: the ids are the server's sort fields where it
// sorts by them; the client and the vehicle are two lines in a cell and one in the export.

const vehicleTitle = (o: OrderEntity) => [o.vehicleMakeTitle, o.vehicleModelTitle].filter(Boolean).join(' ');

const STATUS_COLOURS: Record<number, string> = {
  [REF_VALUE_IDS.orderStatusNew]: 'blue',
  [REF_VALUE_IDS.orderStatusDone]: 'green',
  [REF_VALUE_IDS.orderStatusCancelled]: 'red',
  [REF_VALUE_IDS.orderStatusArchive]: 'gray',
};

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <Stack gap="0">
      <Text>{first}</Text>
      {second && (
        <Text fontSize="xs" color="fg.muted">
          {second}
        </Text>
      )}
    </Stack>
  );
}

export const ORDER_COLUMNS: ColumnDef<OrderEntity>[] = [
  { id: 'number', header: '№', value: (o) => o.number, width: 150 },
  { id: 'createdDate', header: 'Дата создания', value: (o) => formatDateTime(o.createdDate), width: 170 },
  { id: 'serviceName', header: 'Сервис', value: (o) => o.serviceName, sortable: false },
  {
    id: 'statusRefValueId',
    header: 'Статус',
    value: (o) => o.statusRefValueName,
    cell: (o) => <Badge colorPalette={STATUS_COLOURS[o.statusRefValueId] ?? 'orange'}>{o.statusRefValueName}</Badge>,
    width: 170,
  },
  {
    id: 'clientFio',
    header: 'Клиент',
    value: (o) => [o.clientFio, formatPhone(o.clientPhone)].filter(Boolean).join(', '),
    cell: (o) => <TwoLines first={o.clientFio ?? 'Без имени'} second={formatPhone(o.clientPhone)} />,
    sortable: false,
    width: 240,
  },
  {
    id: 'vehicleNumber',
    header: 'Автомобиль',
    value: (o) => [vehicleTitle(o), o.vehicleNumber].filter(Boolean).join(', '),
    cell: (o) => (
      <TwoLines
        first={vehicleTitle(o) || (o.vehicleNumber ?? '')}
        second={vehicleTitle(o) ? (o.vehicleNumber ?? '') : ''}
      />
    ),
    sortable: false,
  },
  { id: 'partnerName', header: 'Партнёр', value: (o) => o.partnerName, sortable: false },
  { id: 'officeName', header: 'Офис', value: (o) => o.officeName, sortable: false },
  { id: 'cost', header: 'Стоимость', value: (o) => formatMoney(o.cost), width: 150 },
];
