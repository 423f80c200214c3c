import { formatDateTime } from '../../../../shared/format';
import type { InsuranceLoss } from '../../../../shared/schemas/clients/clientExtras';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

/** The insurance loss columns; the date as DD.MM.YYYY HH:mm. */
export const INSURANCE_LOSS_COLUMNS: ColumnDef<InsuranceLoss>[] = [
  { id: 'carmenLeadId', header: 'Лид Carmen', value: (r) => r.carmenLeadId, width: 170 },
  { id: 'maId', header: 'Номер убытка', value: (r) => r.maId, width: 170 },
  { id: 'description', header: 'Описание', value: (r) => r.description, width: 420 },
  {
    id: 'updateDateUtc',
    header: 'Дата изменения',
    value: (r) => r.updateDateUtc,
    cell: (r) => formatDateTime(r.updateDateUtc),
    width: 180,
  },
];
