import { ReportPage } from '../kit/ReportPage';
import { dateTimeColumn, numberColumn, textColumn } from '../kit/reportColumns';

// «Регистрации клиентов»: the clients registered in the period and where they registered, newest first, with the
// registrations of each day by channel on the chart (stacked).

type Row = Record<string, string | number | null>;

const columns = [
  textColumn<Row>('clientFio', 'Клиент', { primary: true }),
  textColumn<Row>('phone', 'Телефон', { nowrap: true }),
  textColumn<Row>('registrationChannel', 'Канал регистрации'),
  dateTimeColumn<Row>('createdDate', 'Дата регистрации'),
  numberColumn<Row>('clientId', 'ID клиента', { hidden: true }),
];

export default function ClientRegistrationReportPage({ title }: { title: string }) {
  return (
    <ReportPage<Row>
      title={title}
      reportKey="clientRegistration"
      path="/reports/clients/registration"
      filters={['period', 'partner']}
      columns={columns}
      // The registrations' count is the rows' count, which the totals always show.
      totals={{}}
      chart={{
        kind: 'bar',
        x: 'day',
        xKind: 'day',
        stacked: true,
        title: 'Регистрации по каналам',
        series: [
          { key: 'operator', label: 'Оператор', color: 'blue.solid' },
          { key: 'mobile', label: 'Мобильное приложение', color: 'teal.solid' },
          { key: 'site', label: 'Сайт', color: 'orange.solid' },
          { key: 'partner', label: 'Партнёр', color: 'purple.solid' },
        ],
      }}
      defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      rowKey={(r) => Number(r.clientId)}
    />
  );
}
