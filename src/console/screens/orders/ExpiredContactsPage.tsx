import { useLocation } from 'wouter';
import type { ExpiredCommunicationGroup } from '../../../shared/schemas/orders/orderParts';
import { NO_OFFICE_ID } from '../../../shared/schemas/orders/orderParts';
import { fetchExpiredCommunications } from '../../api/orderPartsApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';

const COLUMNS: ColumnDef<ExpiredCommunicationGroup>[] = [
  { id: 'officeName', header: 'Офис', value: (g) => g.officeName, width: 320 },
  { id: 'typeRefValueName', header: 'Тип контакта', value: (g) => g.typeRefValueName, width: 200 },
  { id: 'count', header: 'Просрочено заявок', value: (g) => g.count, width: 190 },
];

/**
 * /contacts/expired: open orders whose last contact with the client is overdue, counted per
 * office and contact type; a row opens that office's overdue contacts of the type (office 0: orders without one).
 */
export default function ExpiredContactsPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      title={title}
      tableKey="contacts.expired"
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchExpiredCommunications();
        return { rows, total: rows.length };
      }}
      rowKey={(g) => `${g.officeId ?? NO_OFFICE_ID}:${g.typeRefValueId}`}
      onOpen={(g) => navigate(`/contacts/expired/${g.officeId ?? NO_OFFICE_ID}/${g.typeRefValueId}`)}
      defaults={{ sortField: 'officeName', sortOrder: 'ASC' }}
    />
  );
}
