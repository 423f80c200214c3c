import { Box, Tabs, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { toJson } from './debugJson';
import { formatEventMoment, formatEventTime } from './eventTime';
import type { InspectedActor } from './inspector';
import type { RankDir } from './layoutGraph';
import { MachineChart } from './MachineChart';
import { activeStateIds } from './machineGraph';

interface Props {
  actor: InspectedActor;
  tab: string;
  onTab: (tab: string) => void;
  /** The chart's first direction: across a wide bottom dock, downwards in a tall right one. */
  direction: RankDir;
}

/** The selected actor's chart (active states highlighted), context and last events, newest first. */
export function ActorDetails({ actor, tab, onTab, direction }: Props) {
  const active = useMemo(() => activeStateIds(actor.snapshot, actor.machine), [actor.snapshot, actor.machine]);
  const snapshot = actor.snapshot as { context?: unknown } | undefined;
  const events = [...actor.events].reverse();
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => onTab(e.value)}
      size="sm"
      lazyMount
      unmountOnExit
      display="flex"
      flexDirection="column"
      h="100%"
      minH="0"
    >
      <Tabs.List>
        <Tabs.Trigger value="chart">Схема</Tabs.Trigger>
        <Tabs.Trigger value="context">Контекст</Tabs.Trigger>
        <Tabs.Trigger value="events">События ({actor.events.length})</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="chart" flex="1" minH="0" pb="0">
        {actor.machine ? (
          // Docked elsewhere, the chart starts again in that dock's direction, fitted.
          <MachineChart key={direction} machine={actor.machine} active={active} direction={direction} />
        ) : (
          <Text color="fg.muted">Актор не является машиной состояний: схемы нет.</Text>
        )}
      </Tabs.Content>
      <Tabs.Content value="context" flex="1" minH="0" overflow="auto">
        <Box
          as="pre"
          fontSize="xs"
          fontFamily="mono"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          data-testid="debug-context"
        >
          {toJson(snapshot && 'context' in snapshot ? snapshot.context : snapshot)}
        </Box>
      </Tabs.Content>
      <Tabs.Content value="events" flex="1" minH="0" overflow="auto">
        {events.length === 0 && <Text color="fg.muted">Событий ещё не было.</Text>}
        <Box as="ol" listStyleType="none" fontSize="xs" aria-label="Последние события, новые сверху">
          {events.map((ev, i) => (
            // An event's number counted from the oldest stays with it as new ones go on top.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Box as="li" key={`${ev.at}-${events.length - i}`} borderBottomWidth="1px" py="1" data-testid="debug-event">
              <details>
                <Box as="summary" cursor="pointer" fontFamily="mono">
                  <Text as="time" color="fg.muted" mr="2" title={formatEventMoment(ev.at)}>
                    {formatEventTime(ev.at)}
                  </Text>
                  <Text as="span" fontWeight="semibold">
                    {ev.type}
                  </Text>
                </Box>
                <Box
                  as="pre"
                  fontFamily="mono"
                  whiteSpace="pre-wrap"
                  wordBreak="break-word"
                  bg="bg.subtle"
                  p="2"
                  mt="1"
                  borderRadius="sm"
                >
                  {toJson(ev.event)}
                </Box>
              </details>
            </Box>
          ))}
        </Box>
      </Tabs.Content>
    </Tabs.Root>
  );
}
