import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, numberColumn, textColumn } from '../kit/reportColumns';
import { FIGURE_TOTALS, figureColumns } from './orderFigureColumns';

// «Клиенты»: each client with orders in the period and how those orders ended up (paid, promo, unpaid), the money paid
// and the average cost of a paid order.

interface ClientRow {
  clientId: number;
}

const columns: ColumnDef<ClientRow>[] = [
  textColumn('clientFio', 'Клиент', { primary: true }),
  textColumn('phone', 'Телефон', { nowrap: true, hidden: true }),
  dateTimeColumn('registrationDate', 'Дата регистрации'),
  ...figureColumns<ClientRow>(),
  numberColumn('clientId', 'ID клиента', { hidden: true }),
];

export default function ClientReportPage({ title }: { title: string }) {
  return (
    <ReportPage<ClientRow>
      title={title}
      reportKey="clients"
      path="/reports/clients"
      filters={['period', 'partner', 'service']}
      columns={columns}
      totals={FIGURE_TOTALS}
      defaults={{ sortField: 'paidOrdersSum', sortOrder: 'DESC' }}
      rowKey={(r) => r.clientId}
    />
  );
}
