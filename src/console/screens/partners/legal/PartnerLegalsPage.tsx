import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../../machines/kit/dataTableTypes';
import type { PartnerLegalCard, PartnerLegalsFind } from '../../../../shared/schemas/partners/partnerLegals';
import { findPartnerLegals } from '../../../api/partners/partnerLegalsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import {
  type ColumnDef,
  type FilterDef,
  knownSortField,
  SHOW_DELETED_FILTER,
} from '../../../components/dataTable/tableTypes';
import { legalNds } from './legalDisplay';

const COLUMNS: ColumnDef<PartnerLegalCard>[] = [
  {
    id: 'name',
    header: 'Название',
    value: (l) => l.name,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
    primary: true,
    width: 320,
  },
  { id: 'partnerName', header: 'Партнёр', value: (l) => l.partnerName, width: 260 },
  { id: 'inn', header: 'ИНН', value: (l) => l.inn, sortable: false },
  { id: 'kpp', header: 'КПП', value: (l) => l.kpp, sortable: false },
  { id: 'nds', header: 'НДС', value: legalNds, sortable: false },
];

const FILTERS: FilterDef[] = [SHOW_DELETED_FILTER];

const SORTS: NonNullable<PartnerLegalsFind['sortField']>[] = ['name', 'partnerName', 'id'];

async function loadLegals(q: TableQuery) {
  const { partnerLegals, total } = await findPartnerLegals({
    offset: q.offset,
    size: q.size,
    sortField: knownSortField(q.sortField, SORTS, 'name'),
    sortOrder: q.sortOrder,
    search: q.search || undefined,
    showDeleted: q.filters.showDeleted === 'true',
  });
  return { rows: partnerLegals, total };
}

/** /partners/legal: every legal entity the user may see (a partner's staff: their own), paged on the server. */
export default function PartnerLegalsPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      deletedLabel="Удалено"
      title={title}
      tableKey="partners.legal"
      columns={COLUMNS}
      filters={FILTERS}
      load={loadLegals}
      defaults={{ sortField: 'name', sortOrder: 'ASC' }}
      rowKey={(l) => l.id}
      onOpen={(l) => navigate(`/partners/legal/${l.id}`)}
    />
  );
}
