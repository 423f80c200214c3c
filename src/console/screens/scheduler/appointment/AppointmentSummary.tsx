import { Link as ChakraLink, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '../../../../shared/format';
import type { Appointment, SchedulerPost } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import type { SelectOption } from '../../../components/SelectField';
import { formatPhone } from '../../clients/clientDisplay';
import { appointmentTimeText } from '../appointmentTimeText';
import { commentOf } from './appointmentComment';

interface Props {
  appointment: Appointment;
  posts: SchedulerPost[];
  timezone: string;
  /** Service names (GET /services): an edit not yet confirmed changes the id before the server names it. */
  services: SelectOption[];
}

/** The appointment as the server holds it: service, post, time, client, phone, comment, state, who booked it. */
export function AppointmentSummary({ appointment: a, posts, timezone, services }: Props) {
  const post = posts.find((p) => p.id === a.officePostId)?.name ?? a.officePostName;
  const client: ReactNode = a.clientId ? (
    <ChakraLink asChild color="blue.700">
      <Link href={`/client/${a.clientId}/`}>{a.clientFio ?? `Клиент № ${a.clientId}`}</Link>
    </ChakraLink>
  ) : (
    '—'
  );
  const created = [a.createdByUserFio ?? 'Система', formatDateTime(a.createdDate, timezone)].join(', ');
  const lines: [key: string, label: string, value: ReactNode][] = [
    ['title', 'Название', a.title],
    ['service', 'Услуга', services.find((s) => Number(s.value) === a.serviceId)?.label ?? (a.serviceName || '—')],
    ['post', 'Пост', post],
    ['time', 'Время', appointmentTimeText(a.startDate, a.endDate, timezone)],
    ['client', 'Клиент', client],
    ['phone', 'Телефон', formatPhone(a.phone) || '—'],
    ['comment', 'Комментарий', commentOf(a.details) || '—'],
    ['state', 'Состояние', a.stateName || '—'],
    ['created', 'Создал', created],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label="Запись" data-testid="appointment-summary">
      {lines.map(([key, label, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={`appointment-${key}`} whiteSpace="pre-wrap">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
