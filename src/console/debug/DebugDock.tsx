import { Badge, Box, CloseButton, chakra, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type InspectedActor, inspectorVersion, liveActors, subscribeInspector } from './inspector';
import { MachineChart } from './MachineChart';
import { activeStateIds, stateValueToString } from './machineGraph';

// The supervisors' debug dock (a lazy chunk): live actors from the inspector, and for the selected one its
// chart, context and last events.

const MIN_HEIGHT = 140;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 500;
const MAX_JSON = 20_000;

const isActorRef = (v: object): v is { id: string; sessionId: string } =>
  typeof (v as { sessionId?: unknown }).sessionId === 'string' && typeof (v as { send?: unknown }).send === 'function';

/** Plain, bounded data for display: no cycles, no live actors, no giant arrays or strings. */
export function sanitize(value: unknown, depth = 0, path: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} симв.)` : value;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[функция ${value.name || 'без имени'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (value === undefined) return '[undefined]';
  if (value === null || typeof value !== 'object') return value;
  if (isActorRef(value)) return `[actor ${value.id}]`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (path.has(value)) return '[циклическая ссылка]';
  if (depth >= MAX_DEPTH) return '[…]';
  path.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      const list = [...(value as Iterable<unknown>)];
      const out = list.slice(0, MAX_ITEMS).map((v) => sanitize(v, depth + 1, path));
      if (list.length > MAX_ITEMS) out.push(`… ещё ${list.length - MAX_ITEMS}`);
      return out;
    }
    const entries: [string, unknown][] =
      value instanceof Map ? [...value.entries()].map(([k, v]) => [String(k), v]) : Object.entries(value);
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries.slice(0, MAX_ITEMS)) out[k] = sanitize(v, depth + 1, path);
    if (entries.length > MAX_ITEMS) out['…'] = `ещё ${entries.length - MAX_ITEMS} полей`;
    return out;
  } finally {
    path.delete(value); // only the current path counts: shared, non-circular references are shown twice
  }
}

export function toJson(value: unknown): string {
  const text = JSON.stringify(sanitize(value), null, 2) ?? 'undefined';
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}\n… (обрезано, всего ${text.length} симв.)` : text;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const formatTime = (at: number) => {
  const d = new Date(at);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

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

function useResizableHeight() {
  const [height, setHeight] = useState(() =>
    Math.round((typeof window === 'undefined' ? 800 : window.innerHeight) * 0.45),
  );
  const clamp = useCallback((h: number) => Math.max(MIN_HEIGHT, Math.min(h, window.innerHeight - 60)), []);
  const drag = useRef<{ startY: number; startH: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startY: e.clientY, startH: height };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setHeight(clamp(drag.current.startH + drag.current.startY - e.clientY));
  };
  const onPointerUp = () => (drag.current = null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowUp') setHeight((h) => clamp(h + 24));
    else if (e.key === 'ArrowDown') setHeight((h) => clamp(h - 24));
    else return;
    e.preventDefault();
  };
  return { height, handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown } };
}

function ActorDetails({ actor, tab, onTab }: { actor: InspectedActor; tab: string; onTab: (tab: string) => void }) {
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
          <MachineChart machine={actor.machine} active={active} />
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
                  <Text as="span" color="fg.muted" mr="2">
                    {formatTime(ev.at)}
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

export default function DebugDock({ onClose }: { onClose: () => void }) {
  useSyncExternalStore(subscribeInspector, inspectorVersion, inspectorVersion);
  const rows = actorTree(liveActors());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The tab is the dock's, not the actor's: switching actors keeps e.g. the events tab open.
  const [tab, setTab] = useState('chart');
  const selected = rows.find((r) => r.actor.sessionId === selectedId)?.actor ?? rows[0]?.actor;
  const { height, handle } = useResizableHeight();
  const maxHeight = typeof window === 'undefined' ? 1000 : window.innerHeight - 60;

  // Keep the selection on the actor actually shown once the chosen one has stopped.
  useEffect(() => {
    if (selected && selected.sessionId !== selectedId) setSelectedId(selected.sessionId);
  }, [selected, selectedId]);

  return (
    <Box
      as="section"
      aria-labelledby="debug-dock-title"
      data-testid="debug-dock"
      position="fixed"
      left="0"
      right="0"
      bottom="0"
      h={`${height}px`}
      bg="bg"
      borderTopWidth="1px"
      boxShadow="lg"
      zIndex="banner"
      display="flex"
      flexDirection="column"
    >
      <Box
        role="separator"
        aria-orientation="horizontal"
        aria-label="Высота панели отладки"
        aria-valuemin={MIN_HEIGHT}
        aria-valuemax={maxHeight}
        aria-valuenow={height}
        tabIndex={0}
        h="6px"
        flexShrink={0}
        cursor="row-resize"
        bg="border.muted"
        _hover={{ bg: 'border.emphasized' }}
        _focusVisible={{ bg: 'blue.solid', outline: 'none' }}
        style={{ touchAction: 'none' }}
        {...handle}
      />
      <Flex align="center" gap="3" px="4" py="2" borderBottomWidth="1px" flexShrink={0}>
        <Heading as="h2" size="sm" id="debug-dock-title">
          Отладка машин состояний
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Живых акторов: {rows.length}
        </Text>
        <Box flex="1" />
        <CloseButton size="sm" aria-label="Закрыть" title="Закрыть (Ctrl+Shift+D)" onClick={onClose} />
      </Flex>
      <Flex flex="1" minH="0">
        <Box
          as="ul"
          listStyleType="none"
          w="320px"
          flexShrink={0}
          overflowY="auto"
          borderRightWidth="1px"
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
            <ActorDetails key={selected.sessionId} actor={selected} tab={tab} onTab={setTab} />
          ) : (
            <Text color="fg.muted">Выберите актор слева.</Text>
          )}
        </Box>
      </Flex>
    </Box>
  );
}
