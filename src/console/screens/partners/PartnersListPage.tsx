import { Badge, Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { formatDateTime } from '../../../shared/format';
import { PARTNER_SORT_FIELDS, type Partner } from '../../../shared/schemas/partners';
import { findPartners } from '../../api/partners/partnersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef, FilterDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { usePlatformStaff } from '../../session/useSession';

const COLUMNS: ColumnDef<Partner>[] = [
  { id: 'id', header: 'ID', value: (p) => p.id, width: 150 },
  {
    id: 'name',
    header: 'Название',
    value: (p) => p.name,
    cell: (p) => (
      <>
        {p.name} {p.deletedDate !== null && <Badge colorPalette="red">Удалён</Badge>}
      </>
    ),
    width: 320,
  },
  { id: 'inn', header: 'ИНН', value: (p) => p.inn, sortable: false },
  {
    id: 'isCorporateClient',
    header: 'Корпоративный клиент',
    value: (p) => (p.isCorporateClient ? 'Да' : 'Нет'),
    sortable: false,
  },
  { id: 'officesCount', header: 'Офисов', value: (p) => p.officesCount, sortable: false, width: 150 },
  { id: 'phone', header: 'Телефон', value: (p) => p.phone, sortable: false },
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
  { id: 'showDeleted', label: 'Удалённые', type: 'select', options: [{ value: 'true', label: 'Показывать' }] },
];

type SortField = (typeof PARTNER_SORT_FIELDS)[number];
const sortField = (field: string): SortField =>
  (PARTNER_SORT_FIELDS as readonly string[]).includes(field) ? (field as SortField) : 'name';

async function loadPartners(q: TableQuery) {
  const corporate = q.filters.isCorporateClient;
  const { partners, total } = await findPartners({
    offset: q.offset,
    size: q.size,
    sortField: sortField(q.sortField),
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
