import { Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { PartnerLegalCard } from '../../../../shared/schemas/partners/partnerLegals';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { findPartnerLegals } from '../../../api/partners/partnerLegalsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { legalNds } from '../legal/legalDisplay';

const COLUMNS: ColumnDef<PartnerLegalCard>[] = [
  {
    id: 'name',
    header: 'Название',
    value: (l) => l.name,
    // A deleted row's mark comes from the table (DataTablePage deletedLabel).
    primary: true,
    width: 320,
  },
  { id: 'inn', header: 'ИНН', value: (l) => l.inn },
  { id: 'kpp', header: 'КПП', value: (l) => l.kpp },
  { id: 'nds', header: 'НДС', value: legalNds },
];

/** The card's 'Юридические лица' tab: the partner's entities; a row opens the entity's card. */
export function PartnerLegalsTab({ partner }: { partner: Partner }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      deletedLabel="Удалено"
      title="Юридические лица"
      tableKey="partner.legals"
      embedded
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const { partnerLegals } = await findPartnerLegals({ partnerId: partner.id, size: 500 });
        return { rows: partnerLegals, total: partnerLegals.length };
      }}
      defaults={{ sortField: 'name', sortOrder: 'ASC' }}
      rowKey={(l) => l.id}
      onOpen={(l) => navigate(`/partners/legal/${l.id}`)}
      actions={
        <IfAllowed operation="partners.legal" flags={['permissionInsert']}>
          <Button size="sm" colorPalette="blue" onClick={() => navigate(`/partners/legal/create/${partner.id}`)}>
            Добавить юридическое лицо
          </Button>
        </IfAllowed>
      }
    />
  );
}
