import { Badge, Flex, List, Text } from '@chakra-ui/react';
import type { Dispatch } from '../../../../../../shared/schemas/orderOffers';
import { EMPTY_TEXT } from '../../../../../components/LoadState';
import { OfferCountdown } from './OfferCountdown';

/**
 * The partners of the order's region for its service, in priority order; while an offer is under way the partner
 * asked now is highlighted with the time left to answer.
 */
export function DispatchCandidates({ dispatch }: { dispatch: Dispatch }) {
  const pending = dispatch.state === 'offering' ? dispatch.offers.find((o) => o.status === 'pending') : undefined;
  const askedId =
    dispatch.state === 'offering'
      ? (pending?.partnerId ?? dispatch.candidates[dispatch.position]?.partnerId)
      : undefined;
  const candidates = [...dispatch.candidates].sort((a, b) => a.priority - b.priority);
  if (candidates.length === 0) return <Text color="fg.muted">{EMPTY_TEXT}</Text>;
  return (
    <List.Root as="ol" gap="1" variant="plain" aria-label="Партнёры по приоритету">
      {candidates.map((c) => {
        const asked = c.partnerId === askedId;
        return (
          <List.Item
            key={c.partnerId}
            data-testid="dispatch-candidate"
            aria-current={asked ? 'step' : undefined}
            px="2"
            py="1"
            borderRadius="md"
            bg={asked ? 'blue.subtle' : undefined}
            fontWeight={asked ? 'semibold' : undefined}
          >
            <Flex gap="3" align="center" wrap="wrap">
              <Badge variant="outline">{c.priority}</Badge>
              <Text>{c.partnerName}</Text>
              {asked && <Badge colorPalette="blue">Ожидает ответа</Badge>}
              {asked && pending && <OfferCountdown expiresDate={pending.expiresDate} />}
            </Flex>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
