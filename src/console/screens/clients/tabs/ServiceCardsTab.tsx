import { Heading, Stack } from '@chakra-ui/react';
import { fetchServiceCards } from '../../../api/clientExtrasApi';
import { LoadState } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { ServiceCardView } from '../crm/ServiceCardView';
import type { ClientTabProps } from './clientTabProps';

/** 'Сервисные карты': the client's service cards with their services, limits and what is left. */
export function ServiceCardsTab({ client }: ClientTabProps) {
  const cards = useRemoteData('client.serviceCards', fetchServiceCards, client.id);
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Сервисные карты
      </Heading>
      <LoadState
        loading={cards.loading && !cards.data}
        error={cards.failed ? cards.error : null}
        empty={cards.data?.length === 0}
        onRetry={cards.reload}
      >
        {cards.data?.map((card) => (
          <ServiceCardView key={card.id} card={card} />
        ))}
      </LoadState>
    </Stack>
  );
}
