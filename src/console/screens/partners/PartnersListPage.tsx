import { Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { formatDateTime } from '../../../shared/format';
import { PARTNER_SORT_FIELDS, type Partner } from '../../../shared/schemas/partners/partners';
import { findPartners } from '../../api/partners/partnersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import {
  type ColumnDef,
  type FilterDef,
  knownSortField,
  SHOW_DELETED_FILTER,
} from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { usePlatformStaff } from '../../session/useSession';

const COLUMNS: ColumnDef<Partner>[] = [
  { id: 'id', header: 'ID', value: (p) => p.id, width: 80 },
  {
    id: 'name',
    header: 'Название',
    value: (p) => p.name,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
    primary: true,
    width: 260,
  },
  { id: 'inn', header: 'ИНН', value: (p) => p.inn, sortable: false, width: 130 },
  {
    id: 'isCorporateClient',
    header: 'Корпоративный клиент',
    value: (p) => (p.isCorporateClient ? 'Да' : 'Нет'),
    sortable: false,
    width: 130,
  },
  { id: 'officesCount', header: 'Офисов', value: (p) => p.officesCount, sortable: false, width: 90 },
  { id: 'phone', header: 'Телефон', value: (p) => p.phone, sortable: false, width: 140 },
  { id: 'createdAt', header: 'Создан', value: (p) => formatDateTime(p.createdAt) },
];

const FILTERS: FilterDef[] = [
  {
    id: 'isCorporateClient',
    label: 'Корпоративный клиент',
    type: 'select',
    options: [
      { value: 'true', label: 'Да' },
      { value: 'false', label: 'Нет' },
    ],
  },
  SHOW_DELETED_FILTER,
];

async function loadPartners(q: TableQuery) {
  const corporate = q.filters.isCorporateClient;
  const { partners, total } = await findPartners({
    offset: q.offset,
    size: q.size,
    sortField: knownSortField(q.sortField, PARTNER_SORT_FIELDS, 'name'),
    sortOrder: q.sortOrder,
    search: q.search || undefined,
    isCorporateClient: corporate === 'true' ? true : corporate === 'false' ? false : undefined,
    showDeleted: q.filters.showDeleted === 'true',
  });
  return { rows: partners, total };
}

/** /partners: the partners, paged on the server, searched by name or INN; a row opens the partner's card. */
export default function PartnersListPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const platformStaff = usePlatformStaff();
  return (
    <DataTablePage
      deletedLabel="Удалён"
      title={title}
      tableKey="partners"
      columns={COLUMNS}
      filters={FILTERS}
      load={loadPartners}
      defaults={{ sortField: 'name', sortOrder: 'ASC' }}
      rowKey={(p) => p.id}
      onOpen={(p) => navigate(`/partners/${p.id}`)}
      actions={
        // Only platform staff may add partners: the server answers 403 to a partner's staff.
        platformStaff && (
          <IfAllowed operation="partners" flags={['permissionInsert']}>
            <Button size="sm" colorPalette="blue" onClick={() => navigate('/partners/create')}>
              Добавить партнёра
            </Button>
          </IfAllowed>
        )
      }
    />
  );
}
