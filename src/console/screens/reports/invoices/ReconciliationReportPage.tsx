import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, moneyColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Отчёт по сверке»: the orders of the period that have invoices, what was billed, paid and is still owed, and the
// reconciliation acts their invoices are in.

interface OrderWithInvoices {
  orderId: number;
}

const columns: ColumnDef<OrderWithInvoices>[] = [
  textColumn('orderNumber', 'Заявка', { primary: true, nowrap: true }),
  dateTimeColumn('orderDate', 'Дата заявки'),
  textColumn('serviceName', 'Услуга', { hidden: true }),
  textColumn('partnerName', 'Партнёр'),
  numberColumn('invoiceCount', 'Счетов', { hidden: true }),
  moneyColumn('invoiceAmount', 'Сумма счетов'),
  moneyColumn('paidSum', 'Оплачено'),
  moneyColumn('unpaidSum', 'Не оплачено'),
  textColumn('reconciliationActIds', 'Акты сверки', { nowrap: true }),
  textColumn('actState', 'Статус последнего акта', { hidden: true }),
  numberColumn('reconciliationActId', 'Последний акт', { hidden: true }),
];

export default function ReconciliationReportPage({ title }: { title: string }) {
  return (
    <ReportPage<OrderWithInvoices>
      title={title}
      reportKey="reconciliation"
      path="/reports/orders/with_invoices"
      filters={['period', 'partner', 'service']}
      columns={columns}
      totals={{ invoiceCount: 'number', invoiceAmount: 'money', paidSum: 'money', unpaidSum: 'money' }}
      defaults={{ sortField: 'orderNumber', sortOrder: 'ASC' }}
      rowKey={(r) => r.orderId}
    />
  );
}
