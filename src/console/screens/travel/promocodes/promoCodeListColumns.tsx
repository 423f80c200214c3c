import { Link } from 'wouter';
import { unixToRuDate } from '../../../../shared/format';
import type { TravelPromoCode } from '../../../../shared/schemas/travel/travelPromoCodes';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { travelPromoCodePath } from './travelPromoCodePaths';

const percent = (value: number) => `${String(value).replace('.', ',')} %`;
const date = (value: number | null) => (value === null ? '' : unixToRuDate(value));

/** «N из M», or «N из ∞» for a code without a limit. */
export const usesText = (p: Pick<TravelPromoCode, 'usedCount' | 'maxUses'>) =>
  `${p.usedCount} из ${p.maxUses === null ? '∞' : p.maxUses}`;

/** The promo codes list (the delete-or-restore column is added by the page, with the user's rights). */
export const PROMO_CODE_LIST_COLUMNS: ColumnDef<TravelPromoCode>[] = [
  {
    id: 'code',
    header: 'Код',
    value: (p) => p.code,
    cell: (p) => (
      // A link inside a row goes where it says and does not also open the row.
      <Link href={travelPromoCodePath(p.id)} onClick={(e) => e.stopPropagation()}>
        {p.code}
      </Link>
    ),
    width: 150,
    primary: true,
  },
  { id: 'name', header: 'Название', value: (p) => p.name, sortable: false, width: 220 },
  { id: 'discountPercent', header: 'Скидка %', value: (p) => percent(p.discountPercent), sortable: false, width: 100 },
  { id: 'validFrom', header: 'Действует с', value: (p) => date(p.validFrom), sortable: false, width: 120 },
  { id: 'validTo', header: 'Действует по', value: (p) => date(p.validTo), width: 120 },
  { id: 'usedCount', header: 'Использовано', value: (p) => usesText(p), width: 130 },
  { id: 'commissionCount', header: 'Комиссии', value: (p) => p.commissionCount, sortable: false, width: 100 },
];
