import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, moneyColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Оплаченные счета»: invoices whose last counted payment falls in the period, newest payment first, with the money
// of each day by payment method on the chart.

type Row = Record<string, string | number | null>;

const columns = [
  textColumn<Row>('invoiceNumber', 'Счёт', { primary: true }),
  textColumn<Row>('orderNumber', 'Заявка'),
  textColumn<Row>('serviceName', 'Услуга', { hidden: true }),
  textColumn<Row>('partnerName', 'Партнёр'),
  textColumn<Row>('officeName', 'Офис', { hidden: true }),
  moneyColumn<Row>('invoiceAmount', 'Сумма счёта'),
  moneyColumn<Row>('invoiceDiscount', 'Скидка', { hidden: true }),
  moneyColumn<Row>('promoDiscount', 'Скидка по промо', { hidden: true }),
  moneyColumn<Row>('totalAmount', 'К оплате', { hidden: true }),
  moneyColumn<Row>('paidAmount', 'Оплачено'),
  numberColumn<Row>('bonusSpent', 'Бонусов списано', { hidden: true }),
  textColumn<Row>('paymentMethods', 'Способ оплаты'),
  dateTimeColumn<Row>('paymentDate', 'Дата оплаты'),
  dateTimeColumn<Row>('orderCreatedDate', 'Заявка создана', { hidden: true }),
];

export default function PaidInvoicesReportPage() {
  return (
    <ReportPage<Row>
      title="Оплаченные счета"
      reportKey="paidInvoices"
      path="/reports/paid/invoices"
      filters={['period', 'partner', 'office', 'service']}
      columns={columns}
      totals={{
        invoiceAmount: 'money',
        invoiceDiscount: 'money',
        promoDiscount: 'money',
        paidAmount: 'money',
        bonusSpent: 'number',
      }}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        stacked: true,
        title: 'Оплаты по способам',
        series: [
          { key: 'cash', label: 'Наличные', color: 'teal.solid' },
          { key: 'terminal', label: 'Терминал', color: 'blue.solid' },
          { key: 'account', label: 'Расчётный счёт', color: 'orange.solid' },
        ],
      }}
      defaults={{ sortField: 'paymentDate', sortOrder: 'DESC' }}
      rowKey={(r) => Number(r.invoiceId)}
    />
  );
}
