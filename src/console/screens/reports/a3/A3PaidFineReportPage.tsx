import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateColumn, dateTimeColumn, moneyColumn, numberColumn, textColumn, yesNoColumn } from '../kit/reportColumns';

// «Оплаченные штрафы»: the traffic fines clients paid through the fines service in the period, newest first, with
// the money paid each day on the chart. The platform's report: no partner or office filters.

interface Row {
  id: number;
  withDiscount: boolean;
}

const columns: ColumnDef<Row>[] = [
  dateTimeColumn<Row>('paidDate', 'Дата оплаты', { primary: true }),
  textColumn<Row>('uin', 'УИН', { nowrap: true }),
  textColumn<Row>('decreeNumber', 'Номер постановления', { hidden: true }),
  dateColumn<Row>('decreeDate', 'Дата постановления', { hidden: true }),
  textColumn<Row>('clientFio', 'Клиент'),
  textColumn<Row>('phone', 'Телефон', { nowrap: true, hidden: true }),
  moneyColumn<Row>('fineAmount', 'Сумма штрафа'),
  moneyColumn<Row>('paidAmount', 'Оплачено'),
  moneyColumn<Row>('commission', 'Комиссия', { hidden: true }),
  yesNoColumn<Row>('withDiscount', 'Со скидкой', { width: 110 }),
  textColumn<Row>('status', 'Статус'),
  numberColumn<Row>('id', 'ID платежа', { hidden: true }),
];

export default function A3PaidFineReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Row>
      title={title}
      reportKey="a3PaidFines"
      path="/a3service/payments/find"
      filters={['period']}
      columns={columns}
      totals={{ fineAmount: 'money', paidAmount: 'money', commission: 'money' }}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        title: 'Оплаты по дням',
        series: [
          { key: 'paidAmount', label: 'Оплачено', color: 'teal.solid' },
          { key: 'commission', label: 'Комиссия', color: 'orange.solid' },
        ],
      }}
      defaults={{ sortField: 'paidDate', sortOrder: 'DESC' }}
      rowKey={(r) => r.id}
    />
  );
}
