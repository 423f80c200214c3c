import { Button, Flex, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../../machines/kit/dataTableTypes';
import { TRAVEL_PROMO_SORT_FIELDS, type TravelPromoCode } from '../../../../shared/schemas/travel/travelPromoCodes';
import {
  deleteTravelPromoCode,
  findTravelPromoCodes,
  restoreTravelPromoCode,
  type TravelPromoCodeFindRequest,
} from '../../../api/travel/travelPromoCodesApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { ConfirmDeleteDialog } from '../../../components/dialogs/ConfirmDeleteDialog';
import { IfAllowed } from '../../../components/PermissionGate';
import { deleteRestoreColumn } from '../../../components/RowButton';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { PROMO_CODE_LIST_COLUMNS } from './promoCodeListColumns';
import { NEW_TRAVEL_PROMO_CODE_PATH, travelPromoCodePath } from './travelPromoCodePaths';

const KEY = 'vzr.promocodes';
const sortable: readonly string[] = TRAVEL_PROMO_SORT_FIELDS;

const toFind = (q: TableQuery, showDeleted: boolean): TravelPromoCodeFindRequest => ({
  offset: q.offset,
  size: q.size,
  ...(sortable.includes(q.sortField)
    ? { sortField: q.sortField as TravelPromoCodeFindRequest['sortField'], sortOrder: q.sortOrder }
    : {}),
  ...(q.search.trim() ? { search: q.search.trim() } : {}),
  showDeleted,
});

/**
 * /vzr/promocodes: the travel promo codes, searched by code or name; deleted ones only with the switch. A row opens
 * the code's card; «Удалить» asks first, «Восстановить» brings a deleted one back.
 */
export default function TravelPromoCodesListPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const canRestore = useAllowed(KEY, ['permissionUpdate']);
  // View state only: the switch, the row asked about, a version that reloads the table, the call under way.
  const [showDeleted, setShowDeleted] = useState(false);
  const [deleting, setDeleting] = useState<TravelPromoCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const change = useCallback(
    async (call: () => Promise<unknown>, done: string) => {
      setBusy(true);
      try {
        await call();
        notify({ type: 'success', title: 'Успех', description: done });
        reload();
      } catch (e) {
        notify({ type: 'error', title: 'Возникла ошибка', description: (e as Error).message });
      } finally {
        setBusy(false);
        setDeleting(null);
      }
    },
    [reload],
  );
  const columns = useMemo(
    () => [
      ...PROMO_CODE_LIST_COLUMNS,
      deleteRestoreColumn<TravelPromoCode>({
        canDelete,
        canRestore,
        onDelete: setDeleting,
        onRestore: (row) => change(() => restoreTravelPromoCode(row.id), `Промокод ${row.code} восстановлен`),
      }),
    ],
    [canDelete, canRestore, change],
  );
  const load = async (query: TableQuery) => {
    const result = await findTravelPromoCodes(toFind(query, showDeleted));
    return { rows: result.items, total: result.total, totalCapped: result.totalCapped };
  };

  return (
    <>
      <DataTablePage<TravelPromoCode>
        title={title}
        tableKey="vzr.promocodes"
        columns={columns}
        load={load}
        rowKey={(p) => p.id}
        onOpen={(p) => navigate(travelPromoCodePath(p.id))}
        defaults={{ sortField: 'createdAt', sortOrder: 'DESC' }}
        paramsKey={showDeleted}
        reloadKey={version}
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => navigate(NEW_TRAVEL_PROMO_CODE_PATH)}>
                Новый промокод
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Удалить промокод ${deleting?.code ?? ''}?`}
        deleting={busy}
        testId="delete-promo-code-dialog"
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && change(() => deleteTravelPromoCode(deleting.id), `Промокод ${deleting.code} удалён`)
        }
      >
        <Text>Промокод перестанет применяться к новым полисам; его можно будет восстановить.</Text>
      </ConfirmDeleteDialog>
    </>
  );
}
