import { Button, Flex } from '@chakra-ui/react';
import type { OrderOffer } from '../../../shared/schemas/orderOffers';

interface Props {
  offer: OrderOffer;
  accepting: boolean;
  disabled: boolean;
  onAccept: () => void;
  onReject: () => void;
  /** On a phone the two buttons share the card's width, big enough for a thumb. */
  stretch?: boolean;
}

/** 'Принять' and 'Отклонить' of one offer, named with its number for screen readers and tests. */
export function OfferAnswerButtons({ offer, accepting, disabled, onAccept, onReject, stretch }: Props) {
  const size = stretch ? 'sm' : 'xs';
  const flex = stretch ? '1' : undefined;
  return (
    <Flex gap="2" justify="flex-end">
      <Button
        size={size}
        flex={flex}
        colorPalette="blue"
        aria-label={`Принять ${offer.orderNumber}`}
        loading={accepting}
        disabled={disabled}
        onClick={onAccept}
      >
        Принять
      </Button>
      <Button
        size={size}
        flex={flex}
        variant="outline"
        colorPalette="red"
        aria-label={`Отклонить ${offer.orderNumber}`}
        disabled={disabled}
        onClick={onReject}
      >
        Отклонить
      </Button>
    </Flex>
  );
}
