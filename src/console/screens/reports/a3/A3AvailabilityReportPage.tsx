import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dayColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Доступность штрафов»: per day and register, how many fines look-ups the service made, how many were answered, the
// share answered (%) and the average response time, with each register's share per day on the chart. The seed asks
// it with GET ?startDate&endDate; the screen sends the report kit's usual POST, which the server answers the same.

interface Row {
  rowId: string;
}

const columns: ColumnDef<Row>[] = [
  dayColumn<Row>('day', 'День', { primary: true }),
  textColumn<Row>('source', 'Реестр'),
  numberColumn<Row>('checksCount', 'Запросов'),
  numberColumn<Row>('okCount', 'Успешных'),
  numberColumn<Row>('availabilityPercent', 'Доступность, %'),
  numberColumn<Row>('averageResponseMs', 'Среднее время ответа, мс', { width: 160 }),
];

export default function A3AvailabilityReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Row>
      title={title}
      reportKey="a3Availability"
      path="/a3service/penalties/availability"
      filters={['period']}
      columns={columns}
      totals={{ checksCount: 'number', okCount: 'number', availabilityPercent: 'number' }}
      chart={{
        kind: 'line',
        x: 'day',
        xKind: 'day',
        title: 'Доступность по дням, %',
        series: [
          { key: 'gibdd', label: 'ГИБДД', color: 'blue.solid' },
          { key: 'gisgmp', label: 'ГИС ГМП', color: 'orange.solid' },
        ],
      }}
      defaults={{ sortField: 'day', sortOrder: 'ASC' }}
      rowKey={(r) => r.rowId}
    />
  );
}
