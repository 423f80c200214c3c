import { Button, Checkbox, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import type { ClientPromo } from '../../../../shared/schemas/clients/clientExtras';
import { fetchClientPromos } from '../../../api/clientExtrasApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { useAllowed } from '../../../session/useSession';
import { ClientPromoDialog } from './ClientPromoDialog';
import { CLIENT_PROMO_COLUMNS, CLIENT_PROMO_SHORT_COLUMNS } from './clientPromoColumns';

type Editing = { promo: ClientPromo | null } | null;

/**
 * 'Промоакции клиента' with quick search, local sorting and paging, active rows
 * only unless 'Показать неактивные' is on; a row opens the edit dialog, 'Добавить' the add dialog. The short mode
 * (inside other screens) has fewer columns and no add button or switch.
 */
export function ClientPromosTable({ clientId, short = false }: { clientId: number; short?: boolean }) {
  const canInsert = useAllowed(WIDGET_KEYS.client, ['permissionInsert']);
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [version, setVersion] = useState(0);

  return (
    <>
      <DataTablePage
        embedded
        title="Промоакции клиента"
        tableKey={short ? 'client.promos.short' : 'client.promos'}
        mode="local"
        columns={short ? CLIENT_PROMO_SHORT_COLUMNS : CLIENT_PROMO_COLUMNS}
        load={async () => {
          const rows = await fetchClientPromos(clientId, showDeleted);
          return { rows, total: rows.length };
        }}
        rowKey={(r) => r.id}
        onOpen={(promo) => setEditing({ promo })}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
        reloadKey={`${clientId}:${showDeleted}:${version}`}
        actions={
          short ? undefined : (
            <Flex gap="3" align="center">
              <Checkbox.Root
                size="sm"
                checked={showDeleted}
                onCheckedChange={(e) => setShowDeleted(e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Показать неактивные</Checkbox.Label>
              </Checkbox.Root>
              {canInsert && (
                <Button size="sm" onClick={() => setEditing({ promo: null })}>
                  Добавить
                </Button>
              )}
            </Flex>
          )
        }
      />
      {editing && (
        <ClientPromoDialog
          clientId={clientId}
          promo={editing.promo}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}
