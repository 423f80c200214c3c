import { formatMoney, unixToRuDate } from '../../../../shared/format';
import type { Promo } from '../../../../shared/schemas/pricing/promos';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

const percent = (value: number | null) => (value === null ? '' : `${String(value).replace('.', ',')} %`);
const date = (value: number | null) => (value === null ? '' : unixToRuDate(value));

/** The promo reference table: what a promo is, when and how often it applies, its discount and activity. */
export const promoColumns: ColumnDef<Promo>[] = [
  { id: 'name', header: 'Название', value: (r) => r.name, width: 260, primary: true },
  { id: 'projectName', header: 'Проект', value: (r) => r.projectName },
  { id: 'code', header: 'Промокод', value: (r) => r.code, width: 130 },
  { id: 'startDate', header: 'Начало', value: (r) => r.startDate, cell: (r) => date(r.startDate), width: 110 },
  { id: 'endDate', header: 'Окончание', value: (r) => r.endDate, cell: (r) => date(r.endDate), width: 110 },
  { id: 'maxNumberOfUses', header: 'Макс. использований', value: (r) => r.maxNumberOfUses, width: 120 },
  { id: 'usedCount', header: 'Использовано', value: (r) => r.usedCount, width: 120 },
  { id: 'discount', header: 'Скидка, ₽', value: (r) => r.discount, cell: (r) => formatMoney(r.discount), width: 120 },
  {
    id: 'discountPercent',
    header: 'Скидка, %',
    value: (r) => r.discountPercent,
    cell: (r) => percent(r.discountPercent),
    width: 100,
  },
  {
    id: 'active',
    header: 'Активность',
    value: (r) => (r.deletedDate ? 'неактивная' : 'активная'),
    width: 120,
  },
];
