import { Box, Button, Flex } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { PriceListItem } from '../../../../shared/schemas/invoice';
import { deletePositionItem, fetchPriceListItems, restorePriceListItem } from '../../../api/pricing/priceListsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { useAllowed } from '../../../session/useSession';
import { notifyError } from '../../../toasts/toaster';
import { formatAmount } from './formatAmount';
import { PriceListAmountDialog } from './PriceListAmountDialog';
import { PriceListBulkAddDialog } from './PriceListBulkAddDialog';
import { PRICELISTS_KEY } from './priceListPaths';

/**
 * The list's items: position, unit, amount (changed in a dialog), delete by position, restore a deleted one (shown
 * with 'Показывать удалённые'), and 'Добавить позиции' (bulk add, all or none).
 */
export function PriceListItemsTable({ priceListId, onChanged }: { priceListId: number; onChanged: () => void }) {
  const canUpdate = useAllowed(PRICELISTS_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(PRICELISTS_KEY, ['permissionDelete']);
  const [showDeleted, setShowDeleted] = useState(false);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<PriceListItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [alive, setAlive] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const changed = () => {
    setVersion((v) => v + 1);
    onChanged();
  };

  const columns = useMemo<ColumnDef<PriceListItem>[]>(() => {
    const act = async (call: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await call();
        setVersion((v) => v + 1);
        onChanged();
      } catch (error) {
        notifyError((error as Error).message);
      } finally {
        setBusy(false);
      }
    };
    return [
      { id: 'name', header: 'Позиция', value: (i) => i.name, primary: true, width: 320 },
      { id: 'unit', header: 'Ед. изм.', value: (i) => i.unit, width: 110 },
      { id: 'amount', header: 'Сумма, ₽', value: (i) => i.amount, cell: (i) => formatAmount(i.amount), width: 140 },
      {
        id: 'actions',
        header: 'Действия',
        value: () => '',
        sortable: false,
        width: 260,
        cell: (i) =>
          i.deletedDate === null ? (
            <Flex gap="2">
              {canUpdate && (
                <Button size="xs" variant="outline" onClick={() => setEditing(i)}>
                  Изменить сумму
                </Button>
              )}
              {canDelete && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={busy}
                  aria-label={`Удалить ${i.name}`}
                  onClick={() => act(() => deletePositionItem(priceListId, i.positionId))}
                >
                  Удалить
                </Button>
              )}
            </Flex>
          ) : (
            canUpdate && (
              <Button
                size="xs"
                variant="outline"
                disabled={busy}
                aria-label={`Восстановить ${i.name}`}
                onClick={() => act(() => restorePriceListItem(i.id))}
              >
                Восстановить
              </Button>
            )
          ),
      },
    ];
  }, [canUpdate, canDelete, busy, priceListId, onChanged]);

  const load = async () => {
    const rows = await fetchPriceListItems(priceListId, showDeleted);
    setAlive(rows.filter((r) => r.deletedDate === null).map((r) => r.positionId));
    return { rows, total: rows.length };
  };

  return (
    <Box data-testid="price-list-items">
      <DataTablePage
        embedded
        title="Позиции"
        tableKey="pricelist.items"
        mode="local"
        columns={columns}
        load={load}
        rowKey={(i) => i.id}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        reloadKey={`${showDeleted}:${version}`}
        deletedLabel="Удалена"
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={PRICELISTS_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
                Добавить позиции
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing && <PriceListAmountDialog item={editing} onClose={() => setEditing(null)} onChanged={changed} />}
      {adding && (
        <PriceListBulkAddDialog
          priceListId={priceListId}
          present={alive}
          onClose={() => setAdding(false)}
          onAdded={changed}
        />
      )}
    </Box>
  );
}
