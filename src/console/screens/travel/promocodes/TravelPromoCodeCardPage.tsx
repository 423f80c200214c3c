import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { TRAVEL_PROMO_NOT_FOUND, type TravelPromoCode } from '../../../../shared/schemas/travel/travelPromoCodes';
import { fetchTravelPromoCode } from '../../../api/travel/travelPromoCodesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { PromoCodeCommissions } from './PromoCodeCommissions';
import { PromoCodeForm } from './PromoCodeForm';
import { usesText } from './promoCodeListColumns';

/** /vzr/promocodes/:id/: the promo code's form and its partners' commissions. */
export default function TravelPromoCodeCardPage({ title }: { title: string }) {
  const { id } = useParams<{ id: string }>();
  const promoId = Number(id);
  if (!Number.isInteger(promoId) || promoId <= 0)
    return <ErrorPanel title={title} error={{ message: TRAVEL_PROMO_NOT_FOUND }} />;
  return <PromoCodeCard key={promoId} promoId={promoId} />;
}

function PromoCodeCard({ promoId }: { promoId: number }) {
  const loaded = useRemoteData('travelPromoCode.card', fetchTravelPromoCode, promoId);
  // The last saved answer: the form remounts with it as its pristine values.
  const [saved, setSaved] = useState<{ promo: TravelPromoCode; round: number } | null>(null);
  const promo = saved?.promo ?? loaded.data ?? null;
  usePageTitle(promo ? `Промокод ${promo.code}` : 'Промокод ВЗР');
  return (
    <LoadState loading={loaded.loading && !promo} error={loaded.error} empty={false} onRetry={loaded.reload}>
      {promo && (
        <Stack gap="6" data-testid="promo-code-card">
          <Stack gap="1">
            <Flex gap="3" align="center" wrap="wrap">
              <Heading as="h1" size="xl">
                Промокод {promo.code}
              </Heading>
              {promo.deletedDate !== null && <Badge colorPalette="gray">Удалён</Badge>}
            </Flex>
            <Text data-testid="promo-code-uses">Использовано: {usesText(promo)}</Text>
          </Stack>
          <PromoCodeForm
            key={saved?.round ?? 0}
            promo={promo}
            onSaved={(next) => setSaved((s) => ({ promo: next, round: (s?.round ?? 0) + 1 }))}
          />
          <PromoCodeCommissions promoCodeId={promo.id} editable={promo.deletedDate === null} />
        </Stack>
      )}
    </LoadState>
  );
}
