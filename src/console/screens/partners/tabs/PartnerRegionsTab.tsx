import { Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FiasItem } from '../../../../shared/schemas/partners/partnerRegions';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import {
  addPartnerRegion,
  fetchPartnerRegions,
  removePartnerRegion,
  searchFias,
} from '../../../api/partners/partnerContractsApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EMPTY_TEXT } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { CallButton } from '../../orders/card/sections/CallButton';

const searchOrNothing = (query: string) => (query.trim().length < 2 ? Promise.resolve([]) : searchFias(query.trim()));

/** The card's 'Регионы' tab: where the partner works; find a region or a city in the directory and add it. */
export function PartnerRegionsTab({ partner }: { partner: Partner }) {
  const canInsert = useAllowed('partners', ['permissionInsert']);
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const regions = useRemoteData(`partner.${partner.id}.regions`, fetchPartnerRegions, partner.id);
  const [query, setQuery] = useState('');
  const found = useRemoteData('partner.regions.search', searchOrNothing, query);
  const add = (item: FiasItem) =>
    addPartnerRegion(partner.id, {
      regionFiasId: item.regionFiasId,
      cityFiasId: item.level === 'city' ? item.fiasId : null,
    });
  const rows = regions.data ?? [];
  return (
    <Stack gap="4" data-testid="partner-regions">
      {regions.failed && regions.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={regions.error} onRetry={regions.reload} />
      )}
      {regions.data && rows.length === 0 && <Text color="fg.muted">{EMPTY_TEXT}</Text>}
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label="Регионы партнёра">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Регион</Table.ColumnHeader>
              <Table.ColumnHeader>Город</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.regionName}</Table.Cell>
                <Table.Cell>{r.cityName ?? 'Весь регион'}</Table.Cell>
                <Table.Cell textAlign="end">
                  {canDelete && (
                    <CallButton
                      label="Убрать"
                      colorPalette="red"
                      name={`partner.region.${r.id}.remove`}
                      run={() => removePartnerRegion(r.id)}
                      onDone={regions.reload}
                    />
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {canInsert && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Добавить регион или город
          </Heading>
          <Input
            size="sm"
            maxW="24rem"
            aria-label="Поиск региона или города"
            placeholder="Название региона или города"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {found.failed && found.error && <Text color="fg.error">{found.error.message}</Text>}
          {(found.data ?? []).map((item) => (
            <Flex key={`${item.level}:${item.fiasId}`} gap="3" align="center">
              <Text>{item.level === 'city' ? `${item.name} (${item.regionName})` : item.name}</Text>
              <CallButton
                label="Добавить"
                name={`partner.region.add.${item.fiasId}`}
                run={() => add(item)}
                onDone={regions.reload}
              />
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
