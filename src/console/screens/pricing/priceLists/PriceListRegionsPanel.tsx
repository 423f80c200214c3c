import { Box, Button, CloseButton, Flex, Heading, NativeSelect, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchGeoRegions } from '../../../api/evacuationApi';
import { addPriceListRegion, fetchPriceListRegions, removePriceListRegion } from '../../../api/pricing/priceListsApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notifyError } from '../../../toasts/toaster';
import { PRICELISTS_KEY } from './priceListPaths';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru');
const loadGeo = async () => (await fetchGeoRegions()).sort(byName);

/** The regions the list prices in: add one chosen from the regions directory, remove one. None: everywhere. */
export function PriceListRegionsPanel({ priceListId, onChanged }: { priceListId: number; onChanged: () => void }) {
  const regions = useRemoteData('priceListCard.regions', fetchPriceListRegions, priceListId);
  const geo = useRemoteData('priceListCard.geoRegions', loadGeo, null);
  const canInsert = useAllowed(PRICELISTS_KEY, ['permissionInsert']);
  const canDelete = useAllowed(PRICELISTS_KEY, ['permissionDelete']);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const present = new Set((regions.data ?? []).map((r) => r.regionFiasId));
  const choices = (geo.data ?? []).filter((g) => !present.has(g.fiasId));

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      regions.reload();
      onChanged();
      return true;
    } catch (error) {
      notifyError((error as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" data-testid="price-list-regions">
      <Heading as="h2" size="md">
        Регионы
      </Heading>
      {regions.failed && regions.error ? (
        <ErrorPanel title="Ошибка загрузки данных" error={regions.error} onRetry={regions.reload} />
      ) : (
        <Flex gap="2" wrap="wrap" aria-label="Регионы прайс-листа" role="list">
          {(regions.data ?? []).length === 0 && (
            <Text color="fg.muted">Регионы не заданы: прайс-лист действует во всех регионах партнёра</Text>
          )}
          {(regions.data ?? []).map((r) => (
            <Tag.Root key={r.id} size="lg" role="listitem">
              <Tag.Label>{r.regionName}</Tag.Label>
              {canDelete && (
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    aria-label={`Убрать регион ${r.regionName}`}
                    disabled={busy}
                    onClick={() => run(() => removePriceListRegion(r.id))}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Flex>
      )}
      {canInsert && (
        <Flex gap="2" align="center" wrap="wrap">
          <Box minW="14rem" maxW="100%">
            <NativeSelect.Root size="sm" disabled={busy}>
              <NativeSelect.Field aria-label="Регион" value={chosen} onChange={(e) => setChosen(e.target.value)}>
                <option value="">{choices.length ? 'Выберите регион' : 'Нет вариантов'}</option>
                {choices.map((g) => (
                  <option key={g.fiasId} value={g.fiasId}>
                    {g.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!chosen || busy}
            onClick={async () => {
              if (await run(() => addPriceListRegion(priceListId, chosen))) setChosen('');
            }}
          >
            Добавить регион
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
