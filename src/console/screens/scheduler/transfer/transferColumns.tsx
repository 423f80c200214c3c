import { Link as ChakraLink } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { Link } from 'wouter';
import type { Appointment } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { appointmentTimeText } from '../appointmentTimeText';
import { TRANSFER_SORT_FIELD } from './transferQuery';

/** The day board of the appointment's office on its day (in the office's zone). */
const boardHref = (a: Appointment, zone: string) =>
  `/scheduler?officeId=${a.partnerOfficeId}&date=${DateTime.fromSeconds(a.startDate, { zone }).toISODate()}`;

/**
 * The tyre-transfer list's columns; times in each office's zone. The order card route takes the order's id
 * (/orders/:code is read as the id), so the link shows the number and goes to the id.
 */
export function transferColumns(zoneOf: (officeId: number) => string): ColumnDef<Appointment>[] {
  return [
    {
      id: TRANSFER_SORT_FIELD,
      header: 'Дата и время',
      value: (a) => appointmentTimeText(a.startDate, a.endDate, zoneOf(a.partnerOfficeId)),
      width: 150,
    },
    { id: 'officeName', header: 'Офис', value: (a) => a.officeName, sortable: false, width: 140 },
    { id: 'officePostName', header: 'Пост', value: (a) => a.officePostName, sortable: false, width: 110 },
    { id: 'title', header: 'Название', value: (a) => a.title, sortable: false, width: 170 },
    { id: 'clientFio', header: 'Клиент', value: (a) => a.clientFio, sortable: false, width: 140 },
    { id: 'phone', header: 'Телефон', value: (a) => a.phone, sortable: false, width: 130, hidden: true },
    { id: 'state', header: 'Состояние', value: (a) => a.stateName, sortable: false, width: 120 },
    {
      id: 'orderNumber',
      header: 'Заявка',
      value: (a) => a.orderNumber,
      sortable: false,
      width: 110,
      cell: (a) =>
        a.orderId && a.orderNumber ? (
          <ChakraLink asChild color="blue.700">
            <Link href={`/orders/${a.orderId}`}>{a.orderNumber}</Link>
          </ChakraLink>
        ) : null,
    },
    {
      id: 'board',
      header: 'Расписание',
      value: () => '',
      sortable: false,
      width: 150,
      cell: (a) => (
        <ChakraLink asChild color="blue.700">
          <Link href={boardHref(a, zoneOf(a.partnerOfficeId))}>Открыть в расписании</Link>
        </ChakraLink>
      ),
    },
  ];
}
