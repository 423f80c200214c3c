import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Длительность записей»: the scheduler's appointments of the period with their length; the totals and the chart give
// the average length (overall and per office).

interface Appointment {
  appointmentId: number;
}

const columns: ColumnDef<Appointment>[] = [
  dateTimeColumn('startDateTime', 'Начало', { primary: true }),
  dateTimeColumn('endDateTime', 'Окончание', { hidden: true }),
  numberColumn('durationMinutes', 'Длительность, мин'),
  textColumn('officeName', 'Офис'),
  textColumn('postName', 'Пост'),
  textColumn('serviceName', 'Услуга'),
  textColumn('state', 'Состояние'),
  textColumn('clientFio', 'Клиент'),
  textColumn('phone', 'Телефон', { nowrap: true, hidden: true }),
  numberColumn('appointmentId', 'Номер записи', { hidden: true }),
];

export default function SchedulerDurationReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Appointment>
      title={title}
      reportKey="schedulerDuration"
      path="/reports/appointments/time_intervals"
      filters={['period', 'partner', 'office', 'service']}
      columns={columns}
      totals={{
        durationMinutes: 'number',
        averageDurationMinutes: { kind: 'number', label: 'Средняя длительность, мин' },
      }}
      chart={{
        kind: 'bar',
        x: 'officeName',
        xKind: 'text',
        title: 'Средняя длительность по офисам, мин',
        series: [{ key: 'averageDurationMinutes', label: 'Средняя длительность, мин', color: 'blue.solid' }],
      }}
      defaults={{ sortField: 'startDateTime', sortOrder: 'ASC' }}
      rowKey={(r) => r.appointmentId}
    />
  );
}
