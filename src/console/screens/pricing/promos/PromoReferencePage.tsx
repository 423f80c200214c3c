import { Button, Flex } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { Promo } from '../../../../shared/schemas/pricing/promos';
import { fetchPromoList } from '../../../api/pricing/promosApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { PromoDialog } from './PromoDialog';
import { promoColumns } from './promoColumns';
import { PROMO_KEY } from './promoKey';

/**
 * /promo/reference, 'Промоакции': every promo by name with the quick search; deleted (inactive) ones only with the
 * switch. A row opens the dialog to change it, link it, make it inactive or restore it.
 */
export default function PromoReferencePage({ title }: { title: string }) {
  const [showDeleted, setShowDeleted] = useState(false);
  // undefined: closed; null: adding.
  const [open, setOpen] = useState<Promo | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const load = async () => {
    const rows = await fetchPromoList(showDeleted);
    return { rows, total: rows.length };
  };

  return (
    <>
      <DataTablePage
        title={title}
        tableKey={PROMO_KEY}
        mode="local"
        columns={promoColumns}
        load={load}
        rowKey={(r) => r.id}
        onOpen={(row) => setOpen(row)}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        paramsKey={showDeleted}
        reloadKey={version}
        deletedLabel="Неактивна"
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={PROMO_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setOpen(null)}>
                Добавить
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {open !== undefined && (
        <PromoDialog key={open?.id ?? 'new'} promo={open} onClose={() => setOpen(undefined)} onChanged={reload} />
      )}
    </>
  );
}
