import { Stack, Table, Text } from '@chakra-ui/react';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { fetchInsurers } from '../../../api/partners/insuranceApi';
import {
  bindPartnerInsurance,
  fetchPartnerInsurance,
  unbindPartnerInsurance,
} from '../../../api/partners/partnerContractsApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EMPTY_TEXT } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { CallButton } from '../../orders/card/sections/CallButton';
import { BindChoice } from '../BindChoice';

/** The card's 'Страхование' tab: the insurers the partner works with; bind or unbind one. */
export function PartnerInsuranceTab({ partner }: { partner: Partner }) {
  const canInsert = useAllowed('partners', ['permissionInsert']);
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const bound = useRemoteData(`partner.${partner.id}.insurance`, fetchPartnerInsurance, partner.id);
  const insurers = useRemoteData('partner.insurers', fetchInsurers, false);
  const rows = bound.data ?? [];
  const free = (insurers.data ?? []).filter((c) => !rows.some((r) => r.insuranceCompanyId === c.id));
  return (
    <Stack gap="3" data-testid="partner-insurance">
      {bound.failed && bound.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={bound.error} onRetry={bound.reload} />
      )}
      {bound.data && rows.length === 0 && <Text color="fg.muted">{EMPTY_TEXT}</Text>}
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label="Страховые компании партнёра">
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.insuranceCompanyName}</Table.Cell>
                <Table.Cell textAlign="end">
                  {canDelete && (
                    <CallButton
                      label="Отвязать"
                      colorPalette="red"
                      name={`partner.insurance.${r.id}.unbind`}
                      run={() => unbindPartnerInsurance(r.id)}
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
          label="Страховая компания"
          placeholder="Выберите страховую компанию"
          choices={free}
          buttonLabel="Привязать"
          name="partner.insurance.bind"
          maxW="22rem"
          bind={(insurerId) => bindPartnerInsurance(partner.id, insurerId)}
          onBound={bound.reload}
        />
      )}
    </Stack>
  );
}
