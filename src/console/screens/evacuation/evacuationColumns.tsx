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

/**
 * The defaults fit the 1 130 px content area of a 1440 px screen (1 100 px); the creation date, the service, the
 * vehicle and the destination are hidden by default and shown from «Колонки».
 */
export const EVACUATION_COLUMNS: ColumnDef<EvacuationOrderRow>[] = [
  { id: 'number', header: '№ заявки', value: (o) => o.number, width: 120, nowrap: true, primary: true },
  { id: 'createdDate', header: 'Создана', value: (o) => formatDateTime(o.createdDate), width: 130, hidden: true },
  { id: 'plannedDate', header: 'Запланирована', value: plannedText, width: 150 },
  { id: 'statusRefValueName', header: 'Статус', value: (o) => o.statusRefValueName, sortable: false, width: 120 },
  { id: 'serviceName', header: 'Услуга', value: (o) => o.serviceName, sortable: false, width: 140, hidden: true },
  { id: 'clientFio', header: 'Клиент', value: (o) => o.clientFio, sortable: false, width: 150 },
  { id: 'clientPhone', header: 'Телефон', value: (o) => o.clientPhone, sortable: false, width: 130 },
  {
    id: 'vehicle',
    header: 'Автомобиль',
    value: (o) => [o.vehicleTitle, o.vehicleNumber].filter(Boolean).join(', '),
    sortable: false,
    width: 150,
    hidden: true,
  },
  { id: 'address', header: 'Адрес', value: (o) => o.address, sortable: false, width: 200 },
  {
    id: 'destinationAddress',
    header: 'Куда доставить',
    value: (o) => o.destinationAddress,
    sortable: false,
    width: 200,
    hidden: true,
  },
  {
    id: 'driverFio',
    header: 'Водитель',
    value: (o) => o.driverFio,
    sortable: false,
    width: 130,
    cell: (o) => (o.driverFio ? o.driverFio : <Text color="fg.muted">не назначен</Text>),
  },
  { id: 'cost', header: 'Стоимость', value: (o) => formatMoney(o.cost), width: 100 },
];
