import { Text } from '@chakra-ui/react';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { EvacuationOrderRow } from '../../../shared/schemas/evacuation';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { utcOffsetLabel } from './timezoneOptions';

// The columns every evacuation and commissioner list shows. Created dates read in Moscow time; the planned date in
// the order's own zone, with the zone's offset when it is not Moscow's.

const plannedText = (o: EvacuationOrderRow) => {
  if (o.plannedDate === null) return '';
  const local = formatDateTime(o.plannedDate, o.timezone);
  return o.timezone === 'Europe/Moscow' ? local : `${local} (${utcOffsetLabel(o.timezone)})`;
};

export const EVACUATION_COLUMNS: ColumnDef<EvacuationOrderRow>[] = [
  { id: 'number', header: '№ заявки', value: (o) => o.number, width: 150 },
  { id: 'createdDate', header: 'Создана', value: (o) => formatDateTime(o.createdDate), width: 160 },
  { id: 'plannedDate', header: 'Запланирована', value: plannedText, width: 190 },
  { id: 'statusRefValueName', header: 'Статус', value: (o) => o.statusRefValueName, sortable: false, width: 170 },
  { id: 'serviceName', header: 'Услуга', value: (o) => o.serviceName, sortable: false },
  { id: 'clientFio', header: 'Клиент', value: (o) => o.clientFio, sortable: false },
  { id: 'clientPhone', header: 'Телефон', value: (o) => o.clientPhone, sortable: false, width: 160 },
  {
    id: 'vehicle',
    header: 'Автомобиль',
    value: (o) => [o.vehicleTitle, o.vehicleNumber].filter(Boolean).join(', '),
    sortable: false,
  },
  { id: 'address', header: 'Адрес', value: (o) => o.address, sortable: false, width: 260 },
  {
    id: 'destinationAddress',
    header: 'Куда доставить',
    value: (o) => o.destinationAddress,
    sortable: false,
    width: 240,
  },
  {
    id: 'driverFio',
    header: 'Водитель',
    value: (o) => o.driverFio,
    sortable: false,
    cell: (o) => (o.driverFio ? o.driverFio : <Text color="fg.muted">не назначен</Text>),
  },
  { id: 'cost', header: 'Стоимость', value: (o) => formatMoney(o.cost), width: 150 },
];
