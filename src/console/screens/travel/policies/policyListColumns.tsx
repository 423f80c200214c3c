import { Link } from 'wouter';
import { formatDateTime, formatMoney, unixToRuDate } from '../../../../shared/format';
import type { TravelPolicyListItem } from '../../../../shared/schemas/travel/travelPolicies';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { PolicyStateBadge } from './PolicyStateBadge';
import { travelPolicyCardPath } from './travelPolicyPaths';

// A link inside a row goes where it says and does not also open the row.
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

export const policyPeriod = (p: Pick<TravelPolicyListItem, 'startDate' | 'endDate'>) =>
  `${unixToRuDate(p.startDate)} – ${unixToRuDate(p.endDate)}`;

/** The policies list: the server sorts by number, start date, total and creation (TRAVEL_POLICY_SORT_FIELDS). */
export const POLICY_LIST_COLUMNS: ColumnDef<TravelPolicyListItem>[] = [
  {
    id: 'number',
    header: 'Номер',
    value: (p) => p.number,
    cell: (p) => (
      <Link href={travelPolicyCardPath(p.id)} onClick={stop}>
        {p.number}
      </Link>
    ),
    primary: true,
    width: 130,
  },
  { id: 'holderName', header: 'Страхователь', value: (p) => p.holderName, sortable: false, width: 200 },
  {
    id: 'countries',
    header: 'Страны',
    value: (p) => p.countries.map((c) => c.name).join(', '),
    sortable: false,
    width: 180,
  },
  { id: 'startDate', header: 'Период', value: policyPeriod, width: 190 },
  { id: 'insurerName', header: 'Компания', value: (p) => p.insurerName, sortable: false, width: 170 },
  { id: 'partnerName', header: 'Агент', value: (p) => p.partnerName ?? '', sortable: false, width: 160 },
  { id: 'total', header: 'Сумма ₽', value: (p) => formatMoney(p.total), width: 130 },
  {
    id: 'state',
    header: 'Статус',
    value: (p) => p.state,
    cell: (p) => <PolicyStateBadge state={p.state} />,
    sortable: false,
    width: 130,
  },
  { id: 'createdAt', header: 'Создан', value: (p) => formatDateTime(p.createdAt), width: 150 },
];
