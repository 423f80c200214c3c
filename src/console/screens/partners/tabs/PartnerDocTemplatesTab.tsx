import { formatDateTime } from '../../../../shared/format';
import type { DocTemplateAdmin } from '../../../../shared/schemas/partners/partnerDocTemplates';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { fetchPartnerDocTemplates } from '../../../api/partners/partnerContractsApi';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { PartnerDocTemplateDialog } from './PartnerDocTemplateDialog';
import { PartnerRowsTab } from './PartnerRowsTab';

const COLUMNS: ColumnDef<DocTemplateAdmin>[] = [
  {
    id: 'name',
    header: 'Название',
    value: (d) => d.name,
    primary: true,
    width: 300,
  },
  { id: 'serviceName', header: 'Услуга', value: (d) => d.serviceName ?? 'Любая' },
  { id: 'wheelsWidthDiffer', header: 'Разная ширина шин', value: (d) => (d.wheelsWidthDiffer ? 'Да' : 'Нет') },
  { id: 'createdDate', header: 'Создан', value: (d) => formatDateTime(d.createdDate) },
];

/** The card's 'Шаблоны документов' tab: the partner's own templates (the common ones are the platform's). */
export function PartnerDocTemplatesTab({ partner }: { partner: Partner }) {
  return (
    <PartnerRowsTab
      partner={partner}
      title="Шаблоны документов"
      tableKey="partner.docTemplates"
      columns={COLUMNS}
      sortField="name"
      addLabel="Добавить шаблон"
      fetchRows={fetchPartnerDocTemplates}
      renderDialog={({ row, onClose, onChanged }) => (
        <PartnerDocTemplateDialog partnerId={partner.id} template={row} onClose={onClose} onChanged={onChanged} />
      )}
    />
  );
}
