import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime, formatMoney } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import type { DamagedItem } from '../../../../../shared/schemas/orders/orderParts';
import { fetchDamagedItems } from '../../../../api/orderPartsApi';
import { DataTablePage } from '../../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../../components/dataTable/tableTypes';
import { useAllowed } from '../../../../session/useSession';
import type { OrderSectionProps } from '../orderSectionProps';
import { DamagedItemDialog } from './DamagedItemDialog';

const COLUMNS: ColumnDef<DamagedItem>[] = [
  { id: 'name', header: 'Наименование', value: (d) => d.name, width: 260 },
  { id: 'description', header: 'Описание', value: (d) => d.description, width: 360 },
  { id: 'amount', header: 'Сумма ущерба', value: (d) => d.amount, cell: (d) => formatMoney(d.amount), width: 170 },
  {
    id: 'createdDate',
    header: 'Добавлено',
    value: (d) => d.createdDate,
    cell: (d) => formatDateTime(d.createdDate),
    width: 170,
  },
];

type Editing = { item: DamagedItem | null } | null;

/**
 * 'Повреждённое имущество' of the order card (the damaged items under /damaged_items/orders): a row
 * opens its dialog (change, remove), 'Добавить' a new one; nothing opens on a held or archived order.
 */
export function DamagedItemsSection({ order, readOnly }: OrderSectionProps) {
  const canInsert = useAllowed(WIDGET_KEYS.orderDamagedItems, ['permissionInsert']);
  const [editing, setEditing] = useState<Editing>(null);
  const [version, setVersion] = useState(0);

  return (
    <>
      <DataTablePage
        embedded
        title="Повреждённое имущество"
        tableKey="order.damaged.items"
        mode="local"
        columns={COLUMNS}
        load={async () => {
          const rows = await fetchDamagedItems(order.id);
          return { rows, total: rows.length };
        }}
        rowKey={(d) => d.id}
        onOpen={readOnly ? undefined : (item) => setEditing({ item })}
        defaults={{ sortField: 'createdDate', sortOrder: 'ASC' }}
        reloadKey={`${order.id}:${version}`}
        actions={
          !readOnly &&
          canInsert && (
            <Button size="sm" onClick={() => setEditing({ item: null })}>
              Добавить
            </Button>
          )
        }
      />
      {editing && (
        <DamagedItemDialog
          orderId={order.id}
          item={editing.item}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}
