import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { numberColumn, textColumn } from '../kit/reportColumns';

// «UTM: записи»: the appointments starting in the period grouped by the UTM marks of the link that brought them
// («(нет)» for a missing mark): booked, turned into an order, deleted; the most first, each source on the chart.

interface Row {
  utmKey: string;
}

const columns: ColumnDef<Row>[] = [
  textColumn<Row>('utmSource', 'Источник', { primary: true }),
  textColumn<Row>('utmMedium', 'Канал'),
  textColumn<Row>('utmCampaign', 'Кампания'),
  numberColumn<Row>('appointmentsCount', 'Записей'),
  numberColumn<Row>('orderedCount', 'Стали заявками'),
  numberColumn<Row>('deletedCount', 'Удалено'),
];

export default function UtmAppointmentsReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Row>
      title={title}
      reportKey="utmAppointments"
      path="/reports/appointment_journal/utm"
      filters={['period', 'partner', 'office', 'service']}
      columns={columns}
      totals={{ appointmentsCount: 'number', orderedCount: 'number', deletedCount: 'number' }}
      chart={{
        kind: 'bar',
        x: 'utmSource',
        xKind: 'text',
        title: 'Записи по источникам',
        series: [
          { key: 'appointmentsCount', label: 'Записей', color: 'blue.solid' },
          { key: 'orderedCount', label: 'Стали заявками', color: 'teal.solid' },
        ],
      }}
      defaults={{ sortField: 'appointmentsCount', sortOrder: 'DESC' }}
      rowKey={(r) => r.utmKey}
    />
  );
}
