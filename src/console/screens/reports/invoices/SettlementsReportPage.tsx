import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, moneyColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Расчёты с партнёрами»: the invoices paid in the period with the platform's fee and the partner's payout; the chart
// shows the partners paid the most.

interface Settlement {
  invoiceId: number;
}

const columns: ColumnDef<Settlement>[] = [
  dateTimeColumn('paymentDate', 'Дата оплаты', { primary: true }),
  textColumn('invoiceNumber', 'Счёт', { nowrap: true }),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  textColumn('partnerName', 'Партнёр'),
  textColumn('partnerLegalName', 'Юрлицо партнёра', { hidden: true }),
  textColumn('serviceName', 'Услуга', { hidden: true }),
  moneyColumn('invoiceAmount', 'Сумма счёта', { hidden: true }),
  moneyColumn('invoiceDiscount', 'Скидка', { hidden: true }),
  moneyColumn('totalAmount', 'Итого по счёту'),
  numberColumn('feeRate', 'Ставка комиссии, %', { hidden: true }),
  moneyColumn('feeAmount', 'Комиссия'),
  moneyColumn('payoutAmount', 'К выплате партнёру'),
  dateTimeColumn('orderCreatedDate', 'Заявка создана', { hidden: true }),
  dateTimeColumn('orderImplementedDate', 'Заявка выполнена', { hidden: true }),
  numberColumn('reconciliationActId', 'Акт сверки', { hidden: true }),
  numberColumn('invoiceId', 'ID счёта', { hidden: true }),
];

export default function SettlementsReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Settlement>
      title={title}
      reportKey="settlements"
      path="/reports/invoices"
      filters={['period', 'partner', 'service']}
      columns={columns}
      totals={{
        invoiceAmount: 'money',
        invoiceDiscount: 'money',
        totalAmount: 'money',
        feeAmount: 'money',
        payoutAmount: 'money',
      }}
      chart={{
        kind: 'bar',
        x: 'partnerName',
        xKind: 'text',
        stacked: true,
        title: 'Партнёры с наибольшими выплатами',
        series: [
          { key: 'payoutAmount', label: 'К выплате', color: 'teal.solid' },
          { key: 'feeAmount', label: 'Комиссия', color: 'orange.solid' },
        ],
      }}
      defaults={{ sortField: 'paymentDate', sortOrder: 'DESC' }}
      rowKey={(r) => r.invoiceId}
    />
  );
}
