import { Flex, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
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

/** The card's 'Страхование' tab: the insurers the partner works with; bind or unbind one. */
export function PartnerInsuranceTab({ partner }: { partner: Partner }) {
  const canInsert = useAllowed('partners', ['permissionInsert']);
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const bound = useRemoteData(`partner.${partner.id}.insurance`, fetchPartnerInsurance, partner.id);
  const insurers = useRemoteData('partner.insurers', fetchInsurers, false);
  const [chosen, setChosen] = useState<number | null>(null);
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
        <Flex gap="2" align="center">
          <NativeSelect.Root size="sm" maxW="22rem">
            <NativeSelect.Field
              aria-label="Страховая компания"
              value={chosen ?? ''}
              onChange={(e) => setChosen(Number(e.target.value) || null)}
            >
              <option value="">{free.length === 0 ? 'Нет вариантов' : 'Выберите страховую компанию'}</option>
              {free.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <CallButton
            label="Привязать"
            size="sm"
            name="partner.insurance.bind"
            disabled={chosen === null}
            run={() => bindPartnerInsurance(partner.id, chosen!)}
            onDone={() => {
              setChosen(null);
              bound.reload();
            }}
          />
        </Flex>
      )}
    </Stack>
  );
}
