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

/**
 * Every column sorts on the server (ORDER_SORT_FIELDS). The defaults fit the 1 130 px content area of a 1440 px
 * screen (1 100 px); the office is hidden by default and shown from «Колонки».
 */
export const ORDER_COLUMNS: ColumnDef<OrderEntity>[] = [
  { id: 'number', header: '№', value: (o) => o.number, width: 120, nowrap: true, primary: true },
  { id: 'createdDate', header: 'Дата создания', value: (o) => formatDateTime(o.createdDate), width: 140 },
  { id: 'serviceName', header: 'Сервис', value: (o) => o.serviceName, width: 150 },
  {
    id: 'statusRefValueId',
    header: 'Статус',
    value: (o) => o.statusRefValueName,
    cell: (o) => (
      // A long status wraps inside its badge instead of being cut.
      <Badge colorPalette={STATUS_COLOURS[o.statusRefValueId] ?? 'orange'} whiteSpace="normal">
        {o.statusRefValueName}
      </Badge>
    ),
    width: 130,
  },
  {
    id: 'clientFio',
    header: 'Клиент',
    value: (o) => [o.clientFio, formatPhone(o.clientPhone)].filter(Boolean).join(', '),
    cell: (o) => <TwoLines first={o.clientFio ?? 'Без имени'} second={formatPhone(o.clientPhone)} />,
    width: 170,
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
    width: 150,
  },
  { id: 'partnerName', header: 'Партнёр', value: (o) => o.partnerName, width: 130 },
  { id: 'officeName', header: 'Офис', value: (o) => o.officeName, width: 130, hidden: true },
  { id: 'cost', header: 'Стоимость', value: (o) => formatMoney(o.cost), width: 110 },
];
