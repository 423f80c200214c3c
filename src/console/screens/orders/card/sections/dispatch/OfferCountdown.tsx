import { Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { nowUnix } from '../../../../../../shared/dateTimeText';

const TICK_MS = 1_000;
const subscribe = (onTick: () => void) => {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
};

const two = (n: number) => String(n).padStart(2, '0');

/** '4:05' under an hour, '2 ч 05 мин' beyond. */
function timeLeftText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} ч ${two(minutes)} мин` : `${minutes}:${two(seconds % 60)}`;
}

/**
 * The time a partner has left to answer an offer, counting down every second. The clock is an external store (the
 * wall clock), so the view keeps no timer state of its own.
 */
export function OfferCountdown({ expiresDate }: { expiresDate: number }) {
  const now = useSyncExternalStore(subscribe, nowUnix);
  const left = expiresDate - now;
  return (
    <Text
      as="span"
      fontSize="sm"
      fontVariantNumeric="tabular-nums"
      color={left > 60 ? 'fg.muted' : 'fg.error'}
      data-testid="offer-countdown"
    >
      {left > 0 ? `осталось ${timeLeftText(left)}` : 'время ответа истекло'}
    </Text>
  );
}
