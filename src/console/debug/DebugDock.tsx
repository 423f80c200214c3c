import { Badge, Box, Button, CloseButton, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ActorDetails } from './ActorDetails';
import { type InspectedActor, inspectorVersion, liveActors, subscribeInspector } from './inspector';
import { stateValueToString } from './machineGraph';
import { useDockLayout } from './useDockLayout';

// The supervisors' debug dock (a lazy chunk): live actors from the inspector, and for the selected one its
// chart, context and last events. It docks along the bottom or the right side, its inner edge drags (or takes the
// arrow keys) to resize it, and the page keeps a padding of its size so nothing stays hidden under it.

/** systemId, else an explicit id, else the machine's id: a bare session id like 'x:0' tells nobody anything. */
export function actorName(actor: InspectedActor): string {
  if (actor.systemId) return actor.systemId;
  return actor.id === actor.sessionId && actor.machine ? actor.machine.id : actor.id;
}

function stateText(actor: InspectedActor): string {
  const s = actor.snapshot as { value?: unknown; status?: string } | undefined;
  if (!s) return '—';
  return actor.machine && s.value !== undefined ? stateValueToString(s.value) : (s.status ?? '—');
}

/** Parents before their children, children indented: the actor tree at a glance. */
function actorTree(actors: InspectedActor[]): { actor: InspectedActor; depth: number }[] {
  const ids = new Set(actors.map((a) => a.sessionId));
  const out: { actor: InspectedActor; depth: number }[] = [];
  const visit = (parentId: string | undefined, depth: number) => {
    for (const a of actors) {
      const p = a.parentId && ids.has(a.parentId) ? a.parentId : undefined;
      if (p === parentId) {
        out.push({ actor: a, depth });
        visit(a.sessionId, depth + 1);
      }
    }
  };
  visit(undefined, 0);
  return out;
}

export default function DebugDock({ onClose }: { onClose: () => void }) {
  useSyncExternalStore(subscribeInspector, inspectorVersion, inspectorVersion);
  const rows = actorTree(liveActors());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The tab is the dock's, not the actor's: switching actors keeps e.g. the events tab open.
  const [tab, setTab] = useState('chart');
  const selected = rows.find((r) => r.actor.sessionId === selectedId)?.actor ?? rows[0]?.actor;
  const dock = useDockLayout();
  const side = dock.placement === 'right';

  // Keep the selection on the actor actually shown once the chosen one has stopped.
  useEffect(() => {
    if (selected && selected.sessionId !== selectedId) setSelectedId(selected.sessionId);
  }, [selected, selectedId]);

  return (
    <Box
      as="section"
      aria-labelledby="debug-dock-title"
      data-testid="debug-dock"
      data-placement={dock.placement}
      position="fixed"
      right="0"
      bottom="0"
      {...(side
        ? { top: '0', w: `${dock.size}px`, borderLeftWidth: '1px', flexDirection: 'row' as const }
        : { left: '0', h: `${dock.size}px`, borderTopWidth: '1px', flexDirection: 'column' as const })}
      bg="bg"
      boxShadow="lg"
      zIndex="banner"
      display="flex"
    >
      <Box
        role="separator"
        // The separator's own line: across the page above a bottom dock, upright beside a right one.
        aria-orientation={side ? 'vertical' : 'horizontal'}
        aria-label={side ? 'Ширина панели отладки' : 'Высота панели отладки'}
        aria-valuemin={dock.minSize}
        aria-valuemax={dock.maxSize}
        aria-valuenow={dock.size}
        title="Потяните, чтобы изменить размер (или стрелки)"
        tabIndex={0}
        data-testid="debug-dock-resize"
        {...(side ? { w: '6px', cursor: 'col-resize' } : { h: '6px', cursor: 'row-resize' })}
        flexShrink={0}
        bg="border.muted"
        _hover={{ bg: 'border.emphasized' }}
        _focusVisible={{ bg: 'blue.solid', outline: 'none' }}
        style={{ touchAction: 'none' }}
        {...dock.handle}
      />
      <Flex direction="column" flex="1" minW="0" minH="0">
        <Flex align="center" gap="3" px="4" py="1" borderBottomWidth="1px" flexShrink={0} wrap="wrap">
          <Heading as="h2" size="sm" id="debug-dock-title">
            Отладка машин состояний
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Живых акторов: {rows.length}
          </Text>
          <Box flex="1" />
          <Button
            size="xs"
            variant="outline"
            onClick={dock.togglePlacement}
            aria-label={side ? 'Закрепить панель снизу' : 'Закрепить панель справа'}
          >
            {side ? 'Снизу' : 'Справа'}
          </Button>
          <CloseButton size="sm" aria-label="Закрыть" title="Закрыть (Ctrl+Shift+D)" onClick={onClose} />
        </Flex>
        <Flex flex="1" minH="0" direction={side ? 'column' : 'row'}>
          <Box
            as="ul"
            listStyleType="none"
            {...(side ? { maxH: '35%', borderBottomWidth: '1px' } : { w: '320px', borderRightWidth: '1px' })}
            flexShrink={0}
            overflowY="auto"
            aria-label="Живые акторы"
          >
            {rows.length === 0 && (
              <Text as="li" p="3" color="fg.muted">
                Нет живых акторов.
              </Text>
            )}
            {rows.map(({ actor, depth }) => {
              const isSelected = actor.sessionId === selected?.sessionId;
              return (
                <li key={actor.sessionId}>
                  <chakra.button
                    type="button"
                    data-testid="debug-actor"
                    aria-pressed={isSelected}
                    onClick={() => setSelectedId(actor.sessionId)}
                    w="100%"
                    textAlign="start"
                    py="1.5"
                    pe="3"
                    ps={`${12 + depth * 14}px`}
                    bg={isSelected ? 'blue.subtle' : undefined}
                    _hover={{ bg: isSelected ? 'blue.subtle' : 'bg.muted' }}
                    borderBottomWidth="1px"
                    display="flex"
                    alignItems="center"
                    gap="2"
                  >
                    <Box flex="1" minW="0">
                      <Text
                        fontSize="sm"
                        fontWeight="semibold"
                        truncate
                        title={`${actorName(actor)} (${actor.sessionId})`}
                      >
                        {actorName(actor)}
                      </Text>
                      <Text fontSize="xs" fontFamily="mono" color="fg.muted" truncate data-testid="debug-actor-state">
                        {stateText(actor)}
                      </Text>
                    </Box>
                    <Badge size="sm" variant="subtle" aria-label={`событий: ${actor.events.length}`}>
                      {actor.events.length}
                    </Badge>
                  </chakra.button>
                </li>
              );
            })}
          </Box>
          <Box flex="1" minW="0" minH="0" p="3" display="flex" flexDirection="column">
            {selected ? (
              <ActorDetails
                key={selected.sessionId}
                actor={selected}
                tab={tab}
                onTab={setTab}
                direction={side ? 'TB' : 'LR'}
              />
            ) : (
              <Text color="fg.muted">Выберите актор в списке.</Text>
            )}
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}
