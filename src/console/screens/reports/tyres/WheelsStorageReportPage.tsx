import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ReportPage } from '../kit/ReportPage';
import { ReportTabs } from '../kit/ReportTabs';
import { dateTimeColumn, dayColumn, numberColumn, textColumn, yesNoColumn } from '../kit/reportColumns';

// «Хранение колёс»: per office, what it took into storage in the period and what it held at the period's end (the
// occupancy chart), an office opening its days; and, in the second tab, every storage order of the period.

interface OfficeRow {
  officeId: number;
  officeName: string;
}

interface OfficeDay {
  orderDate: string;
}

interface StorageOrder {
  orderId: number;
  isPaid: boolean;
}

const officeColumns: ColumnDef<OfficeRow>[] = [
  textColumn('officeName', 'Офис', { primary: true }),
  numberColumn('ordersCount', 'Принято заявок'),
  numberColumn('tireCount', 'Принято шин'),
  numberColumn('paidCount', 'Оплачено заявок'),
  numberColumn('storedOrdersCount', 'Заявок на хранении'),
  numberColumn('storedTireCount', 'Шин на хранении'),
  numberColumn('officeId', 'Код офиса', { hidden: true }),
];

const dayColumns: ColumnDef<OfficeDay>[] = [
  dayColumn('orderDate', 'День', { primary: true }),
  numberColumn('ordersCount', 'Заявок'),
  numberColumn('tireCount', 'Шин'),
  numberColumn('paidCount', 'Оплачено'),
];

const orderColumns: ColumnDef<StorageOrder>[] = [
  dateTimeColumn('createdDate', 'Дата приёма', { primary: true }),
  textColumn('orderNumber', 'Заявка', { nowrap: true }),
  textColumn('clientFio', 'Клиент'),
  textColumn('phone', 'Телефон', { nowrap: true }),
  textColumn('partnerName', 'Партнёр', { hidden: true }),
  textColumn('officeName', 'Офис'),
  textColumn('storedObject', 'Что хранится'),
  numberColumn('tireCount', 'Шин'),
  textColumn('diameter', 'Диаметр', { width: 100 }),
  textColumn('storagePlace', 'Место хранения', { hidden: true }),
  textColumn('statusName', 'Статус'),
  yesNoColumn('isPaid', 'Оплачена'),
];

export default function WheelsStorageReportPage({ title }: { title: string }) {
  return (
    <ReportTabs
      title={title}
      tabs={[
        {
          value: 'offices',
          label: 'По офисам',
          content: (
            <ReportPage<OfficeRow, OfficeDay>
              embedded
              title="Хранение по офисам"
              reportKey="wheelsStorageOffices"
              path="/reports/tyre_storage/office"
              filters={['period', 'partner', 'office']}
              columns={officeColumns}
              totals={{
                ordersCount: 'number',
                tireCount: 'number',
                paidCount: 'number',
                storedOrdersCount: 'number',
                storedTireCount: 'number',
              }}
              chart={{
                kind: 'bar',
                x: 'officeName',
                xKind: 'text',
                title: 'Заполненность хранения по офисам',
                series: [
                  { key: 'storedTireCount', label: 'Шин на хранении', color: 'teal.solid' },
                  { key: 'tireCount', label: 'Принято за период', color: 'blue.solid' },
                ],
              }}
              defaults={{ sortField: 'officeName', sortOrder: 'ASC' }}
              rowKey={(r) => r.officeId}
              detail={{
                path: '/reports/tyre_storage/date',
                title: (row) => `Приём на хранение по дням: ${row.officeName}`,
                columns: dayColumns,
                rowKey: (r) => r.orderDate,
                request: (row) => ({ officeId: row.officeId }),
                defaults: { sortField: 'orderDate', sortOrder: 'ASC' },
                totals: { ordersCount: 'number', tireCount: 'number', paidCount: 'number' },
              }}
            />
          ),
        },
        {
          value: 'orders',
          label: 'Заявки',
          content: (
            <ReportPage<StorageOrder>
              embedded
              title="Заявки на хранение"
              reportKey="wheelsStorageOrders"
              path="/reports/tyre_storage/"
              filters={['period', 'partner', 'office']}
              columns={orderColumns}
              totals={{ tireCount: 'number', isPaid: 'number' }}
              defaults={{ sortField: 'createdDate', sortOrder: 'ASC' }}
              rowKey={(r) => r.orderId}
            />
          ),
        },
      ]}
    />
  );
}
