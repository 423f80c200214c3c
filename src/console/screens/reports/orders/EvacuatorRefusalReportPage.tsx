import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Отказы эвакуаторов»: the orders partners' offices gave back in the period, with the reason; the chart counts them
// per partner.

interface Refusal {
  refusalId: number;
}

const columns: ColumnDef<Refusal>[] = [
  dateTimeColumn('createdDate', 'Дата отказа', { primary: true }),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  textColumn('serviceName', 'Услуга', { hidden: true }),
  textColumn('partnerName', 'Партнёр'),
  textColumn('officeName', 'Офис'),
  textColumn('reason', 'Причина'),
  textColumn('comment', 'Комментарий'),
  textColumn('userFio', 'Сотрудник'),
  numberColumn('refusalId', 'Номер отказа', { hidden: true }),
];

export default function EvacuatorRefusalReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Refusal>
      title={title}
      reportKey="evacuatorRefusal"
      path="/reports/refusals"
      filters={['period', 'partner', 'office', 'service', 'user']}
      columns={columns}
      totals={{}}
      chart={{
        kind: 'bar',
        x: 'partnerName',
        xKind: 'text',
        title: 'Отказы по партнёрам',
        series: [{ key: 'refusals', label: 'Отказов', color: 'red.solid' }],
      }}
      defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      rowKey={(r) => r.refusalId}
    />
  );
}
