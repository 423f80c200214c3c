import { Button } from '@chakra-ui/react';
import { useLocation, useParams } from 'wouter';
import { formatDateTime } from '../../../shared/format';
import type { ExpiredCommunication } from '../../../shared/schemas/orders/orderParts';
import { fetchExpiredByType } from '../../api/orderPartsApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

const COLUMNS: ColumnDef<ExpiredCommunication>[] = [
  { id: 'orderNumber', header: 'Заявка', value: (c) => c.orderNumber, width: 120 },
  { id: 'clientFio', header: 'Клиент', value: (c) => c.clientFio, width: 180 },
  { id: 'clientPhone', header: 'Телефон', value: (c) => c.clientPhone, width: 140 },
  { id: 'typeRefValueName', header: 'Тип контакта', value: (c) => c.typeRefValueName, width: 130 },
  {
    id: 'nextContactDate',
    header: 'Связаться до',
    value: (c) => c.nextContactDate,
    cell: (c) => formatDateTime(c.nextContactDate, c.timezone),
    width: 170,
  },
  { id: 'nextNote', header: 'Что сделать', value: (c) => c.nextNote, width: 220 },
  { id: 'userFio', header: 'Кто назначил', value: (c) => c.userFio, width: 150 },
];

/**
 * /contacts/expired/:code/:type: the overdue contacts of one office (code; 0 for orders without
 * an office) and one contact type, the longest overdue first; a row opens the order's communications.
 */
export default function ExpiredContactsByTypePage({ title }: { title: string }) {
  const { code = '0', type = '0' } = useParams<{ code: string; type: string }>();
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      title={title}
      tableKey="contacts.expired.by.type"
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchExpiredByType(Number(type), Number(code));
        return { rows, total: rows.length };
      }}
      rowKey={(c) => c.id}
      onOpen={(c) => navigate(`/orders/${c.orderId}/communications`)}
      defaults={{ sortField: 'nextContactDate', sortOrder: 'ASC' }}
      reloadKey={`${code}:${type}`}
      actions={
        <Button size="sm" variant="outline" onClick={() => navigate('/contacts/expired')}>
          К списку офисов
        </Button>
      }
    />
  );
}
