import { Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PromoLinkKind } from '../../../../shared/schemas/pricing/promos';
import { createPromoLink, deletePromoLink, fetchLinkChoices, fetchPromoLinks } from '../../../api/pricing/promosApi';
import { ErrorPanel, type PanelError } from '../../../components/ErrorPanel';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { PROMO_KEY } from './promoKey';

const TITLES: Record<PromoLinkKind, { title: string; choose: string; empty: string }> = {
  project: { title: 'Проекты', choose: 'Проект', empty: 'Только проект промоакции' },
  service: { title: 'Услуги', choose: 'Услуга', empty: 'Все услуги' },
  partner: { title: 'Партнёры', choose: 'Партнёр', empty: 'Все партнёры' },
};

/**
 * One kind of the promo's links (further projects, services, partners): the list with 'Отвязать', and a choice
 * with 'Привязать'. A link is sent at once (not with the form's 'Сохранить'); its select has no name, so it does
 * not make the form dirty.
 */
export function PromoLinksPanel({ kind, promoId }: { kind: PromoLinkKind; promoId: number }) {
  const canInsert = useAllowed(PROMO_KEY, ['permissionInsert']);
  const canDelete = useAllowed(PROMO_KEY, ['permissionDelete']);
  const links = useRemoteData(`promo.links.${kind}`, ({ id }: { id: number }) => fetchPromoLinks(kind, id), {
    id: promoId,
  });
  const choices = useRemoteData(`promo.choices.${kind}`, fetchLinkChoices, kind);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PanelError | null>(null);
  const texts = TITLES[kind];
  const field = `${kind}Id` as 'projectId' | 'serviceId' | 'partnerId';
  const linked = new Set((links.data ?? []).map((l) => l[field]));
  const options = (choices.data ?? []).filter((c) => !linked.has(c.id));

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setChosen('');
      links.reload();
    } catch (e) {
      setError(e as PanelError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" data-testid={`promo-links-${kind}`} borderWidth="1px" borderRadius="md" p="3">
      <Heading size="sm">{texts.title}</Heading>
      {links.failed && links.error && (
        <ErrorPanel title="Ошибка загрузки данных" error={links.error} onRetry={links.reload} retryLabel="повторить" />
      )}
      {(links.data ?? []).length === 0 && !links.loading && !links.failed && (
        <Text fontSize="sm" color="fg.muted">
          {texts.empty}
        </Text>
      )}
      {(links.data ?? []).map((link) => (
        <Flex key={link.id} justify="space-between" align="center" gap="2">
          <Text fontSize="sm">{link.name}</Text>
          {canDelete && (
            <Button
              type="button"
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={`Отвязать: ${link.name}`}
              onClick={() => run(() => deletePromoLink(kind, link.id))}
            >
              Отвязать
            </Button>
          )}
        </Flex>
      ))}
      {canInsert && (
        <Stack gap="2">
          <Box>
            <NativeSelect.Root size="sm" disabled={busy || choices.loading}>
              <NativeSelect.Field
                aria-label={`Привязать: ${texts.choose.toLowerCase()}`}
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
              >
                <option value="">{choices.loading ? 'Загрузка…' : 'Не выбрано'}</option>
                {options.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Button
            type="button"
            size="sm"
            alignSelf="flex-end"
            disabled={!chosen || busy}
            onClick={() => run(() => createPromoLink(kind, promoId, Number(chosen)))}
          >
            Привязать
          </Button>
        </Stack>
      )}
      {error && <ErrorPanel title="Не удалось изменить привязку" error={error} />}
    </Stack>
  );
}
