import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import type { Client } from '../../../../shared/schemas/clients/clientEntity';
import { fetchBonusHistory } from '../../../api/clientExtrasApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { useAllowed } from '../../../session/useSession';
import { BonusOperationDialog } from '../bonuses/BonusOperationDialog';
import { BONUS_HISTORY_COLUMNS } from '../bonuses/bonusHistoryColumns';
import type { ClientTabProps } from './clientTabProps';

/**
 * 'Бонусы': the balance, the history newest first, and 'Начислить / списать' for those who may change the
 * client (order.client update, as the server asks). After an operation the history reloads and the card reloads
 * the client; until the card's answer comes, the balance the server answered is shown.
 */
export function BonusesTab({ client, onClientChanged }: ClientTabProps) {
  const canOperate = useAllowed(WIDGET_KEYS.client, ['permissionUpdate']);
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);
  const [answered, setAnswered] = useState<{ balance: number; basis: Client } | null>(null);
  const balance = answered && answered.basis === client ? answered.balance : client.bonus;

  return (
    <>
      <DataTablePage
        embedded
        title="История бонусов"
        tableKey="client.bonuses"
        mode="local"
        columns={BONUS_HISTORY_COLUMNS}
        load={async () => {
          const rows = await fetchBonusHistory(client.id);
          return { rows, total: rows.length };
        }}
        rowKey={(r) => r.id}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
        reloadKey={`${client.id}:${version}`}
        actions={
          <Flex gap="4" align="center" wrap="wrap">
            <Text>
              Баланс: <b data-testid="bonus-balance">{balance}</b>
            </Text>
            {canOperate && (
              <Button size="sm" onClick={() => setOpen(true)}>
                Начислить / списать
              </Button>
            )}
          </Flex>
        }
      />
      {open && (
        <BonusOperationDialog
          clientId={client.id}
          balance={balance}
          onClose={() => setOpen(false)}
          onDone={(result) => {
            setAnswered({ balance: result.balance, basis: client });
            setVersion((v) => v + 1);
            onClientChanged();
          }}
        />
      )}
    </>
  );
}
