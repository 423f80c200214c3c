import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { ReportTabs } from '../kit/ReportTabs';
import { dateTimeColumn, numberColumn, textColumn, yesNoColumn } from '../kit/reportColumns';

// «Перевозки шин»: the moves of stored wheels in the period (between offices, handed back to clients) by day, and
// the wheels to deliver to clients' addresses, which the server answers whole (unpaged), all rows in one table.

/** The seed asks for the deliveries whole: ?paged=false&pageSize=100000 (a constant, so the loader stays the same). */
const UNPAGED = { paged: 'false', pageSize: 100_000 };

interface Move {
  moveId: number;
}

interface Delivery {
  orderId: number;
  isPaid: boolean;
}

const moveColumns: ColumnDef<Move>[] = [
  dateTimeColumn('date', 'Дата', { primary: true }),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  textColumn('moveKind', 'Перемещение'),
  textColumn('fromOffice', 'Откуда'),
  textColumn('destination', 'Куда'),
  textColumn('clientFio', 'Клиент', { hidden: true }),
  numberColumn('tireCount', 'Шин'),
  textColumn('statusName', 'Статус заявки'),
  numberColumn('moveId', 'Код записи', { hidden: true }),
];

const deliveryColumns: ColumnDef<Delivery>[] = [
  dateTimeColumn('plannedDate', 'Плановая дата', { primary: true }),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  textColumn('clientFio', 'Клиент'),
  textColumn('phone', 'Телефон', { nowrap: true }),
  textColumn('address', 'Адрес доставки'),
  textColumn('officeName', 'Офис'),
  textColumn('storedObject', 'Что хранится', { hidden: true }),
  numberColumn('tireCount', 'Шин'),
  textColumn('diameter', 'Диаметр', { width: 100, hidden: true }),
  textColumn('storagePlace', 'Место хранения'),
  textColumn('statusName', 'Статус'),
  yesNoColumn('isPaid', 'Оплачена'),
];

export default function TyreChangesReportPage({ title }: { title: string }) {
  return (
    <ReportTabs
      title={title}
      tabs={[
        {
          value: 'moves',
          label: 'Перемещения',
          content: (
            <ReportPage<Move>
              embedded
              title="Перемещения колёс"
              reportKey="tyreTransfers"
              path="/reports/wheels/transfers"
              filters={['period', 'partner', 'office']}
              columns={moveColumns}
              totals={{ tireCount: 'number' }}
              chart={{
                kind: 'bar',
                x: 'day',
                xKind: 'day',
                stacked: true,
                series: [
                  { key: 'betweenOffices', label: 'Между офисами', color: 'blue.solid' },
                  { key: 'toClients', label: 'Выдано клиентам', color: 'teal.solid' },
                ],
              }}
              defaults={{ sortField: 'date', sortOrder: 'ASC' }}
              rowKey={(r) => r.moveId}
            />
          ),
        },
        {
          value: 'delivery',
          label: 'Доставка клиентам',
          content: (
            <ReportPage<Delivery>
              embedded
              title="Доставка колёс клиентам"
              reportKey="wheelDelivery"
              path="/reports/orders/wheels/delivery"
              params={UNPAGED}
              filters={['period', 'partner', 'office']}
              columns={deliveryColumns}
              totals={{ tireCount: 'number' }}
              defaults={{ sortField: 'plannedDate', sortOrder: 'ASC' }}
              rowKey={(r) => r.orderId}
            />
          ),
        },
      ]}
    />
  );
}
