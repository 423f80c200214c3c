import { Badge, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  addOfficeCorporatePartner,
  deleteOfficeCorporatePartner,
  fetchOfficeCorporatePartners,
  restoreOfficeCorporatePartner,
} from '../../../api/partners/partnerBindingsApi';
import { fetchB2bCustomers } from '../../../api/partners/partnersSearchApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EMPTY_TEXT } from '../../../components/LoadState';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { CallButton } from '../../orders/card/sections/CallButton';
import { BindChoice } from '../BindChoice';

/** Corporate executors: the corporate clients the office serves; bind one, delete (soft) or restore a binding. */
export function OfficeCorporatePartnersSection({ officeId, editable }: { officeId: number; editable: boolean }) {
  const canInsert = useAllowed('partners', ['permissionInsert']) && editable;
  const canDelete = useAllowed('partners', ['permissionDelete']) && editable;
  const canRestore = useAllowed('partners', ['permissionUpdate']) && editable;
  const [showDeleted, setShowDeleted] = useState(false);
  const bound = useRemoteData(
    `office.${officeId}.corporatePartners`,
    (show: boolean) => fetchOfficeCorporatePartners(officeId, show),
    showDeleted,
  );
  const customers = useRemoteData('office.b2bCustomers', fetchB2bCustomers, null);
  const rows = bound.data ?? [];
  const free = (customers.data ?? []).filter((c) => !rows.some((r) => r.corporatePartnerId === c.id));

  return (
    <Stack gap="2" data-testid="office-corporate-partners">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          Корпоративные заказчики
        </Heading>
        <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
      </Flex>
      {bound.failed && bound.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={bound.error} onRetry={bound.reload} />
      )}
      {bound.data && rows.length === 0 && <Text color="fg.muted">{EMPTY_TEXT}</Text>}
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label="Корпоративные заказчики">
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>
                  {r.corporatePartnerName} {r.deletedDate !== null && <Badge colorPalette="red">Удалён</Badge>}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {r.deletedDate === null
                    ? canDelete && (
                        <CallButton
                          label="Удалить"
                          colorPalette="red"
                          name={`office.${officeId}.corporate.${r.id}.delete`}
                          run={() => deleteOfficeCorporatePartner(r.id)}
                          onDone={bound.reload}
                        />
                      )
                    : canRestore && (
                        <CallButton
                          label="Восстановить"
                          name={`office.${officeId}.corporate.${r.id}.restore`}
                          run={() => restoreOfficeCorporatePartner(r.id)}
                          onDone={bound.reload}
                        />
                      )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {canInsert && (
        <BindChoice
          label="Корпоративный клиент"
          placeholder="Выберите клиента"
          choices={free}
          buttonLabel="Привязать"
          name={`office.${officeId}.corporate.add`}
          maxW="20rem"
          bind={(customerId) => addOfficeCorporatePartner(officeId, customerId)}
          onBound={bound.reload}
        />
      )}
    </Stack>
  );
}
