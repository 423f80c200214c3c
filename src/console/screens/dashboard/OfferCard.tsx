import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { OrderOffer } from '../../../shared/schemas/orderOffers';
import { OfferCountdown } from '../orders/card/sections/dispatch/OfferCountdown';

interface Props {
  offer: OrderOffer;
  /** The order's number, a link to its card when the user may open it. */
  orderLink: ReactNode;
  /** Принять / Отклонить. */
  actions: ReactNode;
}

/**
 * One offer on a phone: the table's six columns would not fit (the answer buttons ended up beyond a sideways
 * scroll), so the same facts stack in a card with the buttons across its full width.
 */
export function OfferCard({ offer, orderLink, actions }: Props) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="offer-row">
      <Stack gap="2">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{orderLink}</Text>
          <OfferCountdown expiresDate={offer.expiresDate} />
        </Flex>
        <Stack gap="0" fontSize="sm">
          <Text>{offer.addressFrom ?? '—'}</Text>
          {offer.addressTo && <Text color="fg.muted">→ {offer.addressTo}</Text>}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {[offer.vehicleName, offer.regionName].filter(Boolean).join(' · ')}
        </Text>
        {actions}
      </Stack>
    </Box>
  );
}
