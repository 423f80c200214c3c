import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { fetchPriceList } from '../../../api/pricing/priceListsApi';
import { CardLoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { PriceListEditDialog } from './PriceListEditDialog';
import { PriceListItemsTable } from './PriceListItemsTable';
import { PriceListRegionsPanel } from './PriceListRegionsPanel';
import { PRICELISTS_KEY } from './priceListPaths';

/** /pricelists/:priceListId/: one price list — its header, the regions it prices in and its items. */
export default function PriceListCardPage({ title }: { title: string }) {
  const { priceListId } = useParams<{ priceListId: string }>();
  const id = Number(priceListId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <PriceListCard key={id} id={id} title={title} />;
}

function NotFound() {
  return (
    <Stack gap="3" data-testid="price-list-not-found">
      <Heading as="h1" size="xl">
        Прайс-лист не найден
      </Heading>
      <Box>
        <Button asChild variant="outline">
          <Link href="/pricelists">К прайс-листам</Link>
        </Button>
      </Box>
    </Stack>
  );
}

function PriceListCard({ id, title }: { id: number; title: string }) {
  const list = useRemoteData('priceListCard', fetchPriceList, id);
  const [editing, setEditing] = useState(false);
  const canUpdate = useAllowed(PRICELISTS_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(PRICELISTS_KEY, ['permissionDelete']);
  const data = list.data;
  usePageTitle(data ? `${title} «${data.name}»` : title);

  if (list.failed && list.error?.status === 404) return <NotFound />;
  if ((list.failed && list.error) || !data)
    return <CardLoadState error={list.failed && list.error} onRetry={list.reload} />;
  const deleted = data.deletedDate !== null;
  return (
    <Stack gap="6" data-testid="price-list-card">
      <Flex gap="3" align="center" wrap="wrap">
        <Button asChild size="sm" variant="ghost">
          <Link href="/pricelists">← Прайс-листы</Link>
        </Button>
        <Heading as="h1" size="xl">
          {data.name}
        </Heading>
        {deleted && <Badge colorPalette="red">Удалён</Badge>}
        <Box flex="1" />
        {(canUpdate || canDelete) && (
          <Button size="sm" colorPalette="blue" variant="outline" onClick={() => setEditing(true)}>
            Изменить
          </Button>
        )}
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" data-testid="price-list-header">
        <Field label="Партнёр" value={data.partnerName} />
        <Field label="Услуга" value={data.serviceName} />
        <Field
          label="Офис"
          value={data.officeName ? [data.officeName, data.officeAddress].filter(Boolean).join(', ') : 'Без офиса'}
        />
        <Field label="Позиций" value={String(data.itemCount)} />
      </SimpleGrid>
      <PriceListRegionsPanel priceListId={id} onChanged={list.reload} />
      <PriceListItemsTable priceListId={id} onChanged={list.reload} />
      {editing && <PriceListEditDialog list={data} onClose={() => setEditing(false)} onChanged={list.reload} />}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{value ?? '—'}</Text>
    </Box>
  );
}
