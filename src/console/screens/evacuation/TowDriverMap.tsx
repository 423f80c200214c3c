import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { type PointerEvent, useEffect, useMemo, useRef } from 'react';
import {
  type MapSize,
  type ScreenPoint,
  tileUrl as tileAddress,
  toScreen,
  toWorld,
  visibleTiles,
} from '../../../../machines/evacuation/mapProjection';
import { towMapMachine } from '../../../../machines/evacuation/towMapMachine';
import type { EvacuationOrderRow, TowTruckBase } from '../../../shared/schemas/evacuation';
import { inspect } from '../../debug/inspector';
import { clusterPoints } from './clusterPoints';
import { BaseMarker, ClusterMarker, OrderMarker } from './TowMapMarkers';

interface Props {
  orders: EvacuationOrderRow[];
  bases: TowTruckBase[];
  /** An XYZ tile template; without one the points lie on a plain grid (the map needs no tile server). */
  tileUrl: string | null;
  onOpenOrder: (order: EvacuationOrderRow) => void;
  height?: number;
}

/** Before the first measurement (and in jsdom, which lays nothing out). */
const FALLBACK_WIDTH = 800;
/** Points this far off screen are still drawn, so a pan does not make them pop in. */
const MARGIN = 40;

const located = (o: EvacuationOrderRow) => o.latitude !== null && o.longitude !== null;

/**
 * The tow-driver map: tow-truck bases and order points, the orders clustered by screen distance. Zoom with the
 * buttons or the wheel, drag to pan, click a cluster to zoom into it and an order to open it.
 */
export function TowDriverMap({ orders, bases, tileUrl, onOpenOrder, height = 480 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const placed = useMemo(
    () =>
      orders
        .filter(located)
        .map((o) => ({ order: o, world: toWorld({ latitude: o.latitude!, longitude: o.longitude! }) })),
    [orders],
  );
  const basePoints = useMemo(() => bases.map((b) => ({ base: b, world: toWorld(b) })), [bases]);
  const allPoints = useMemo(() => [...placed, ...basePoints].map((p) => p.world), [placed, basePoints]);
  const actor = useActorRef(towMapMachine, {
    input: { size: { width: FALLBACK_WIDTH, height }, points: allPoints },
    inspect,
    systemId: 'towMap',
  });
  const view = useSelector(actor, (s) => s.context.view);
  const size = useSelector(actor, (s) => s.context.size);
  const dragging = useSelector(actor, (s) => s.hasTag('dragging'));
  const canZoomIn = useSelector(actor, (s) => s.can({ type: 'map.zoom.in' }));
  const canZoomOut = useSelector(actor, (s) => s.can({ type: 'map.zoom.out' }));

  // A new set of points (another page, the bases loaded) is shown whole.
  const pointsKey = `${placed.map((p) => p.order.id).join(',')}|${basePoints.map((b) => b.base.id).join(',')}`;
  const firstKey = useRef(pointsKey);
  useEffect(() => {
    if (firstKey.current === pointsKey) return;
    firstKey.current = pointsKey;
    actor.send({ type: 'map.fit', points: allPoints });
  }, [pointsKey, allPoints, actor]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const next: MapSize = { width: el.clientWidth || FALLBACK_WIDTH, height: el.clientHeight || height };
      const current = actor.getSnapshot().context.size;
      if (next.width !== current.width || next.height !== current.height)
        actor.send({ type: 'map.resize', size: next });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // React's wheel listener is passive: the page would scroll along with the zoom.
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      actor.send({ type: 'map.wheel', deltaY: e.deltaY, at: { x: e.clientX - rect.left, y: e.clientY - rect.top } });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      el.removeEventListener('wheel', onWheel);
    };
  }, [actor, height]);

  const at = (e: PointerEvent): ScreenPoint => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const visible = (p: ScreenPoint) =>
    p.x > -MARGIN && p.y > -MARGIN && p.x < size.width + MARGIN && p.y < size.height + MARGIN;
  const clusters = clusterPoints(
    placed.map((p) => ({ ...toScreen(p.world, view, size), item: p.order })),
    (o) => o.id,
  ).filter(visible);
  const worldOf = new Map(placed.map((p) => [p.order.id, p.world]));
  const unlocated = orders.length - placed.length;

  return (
    <Box position="relative" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="tow-driver-map">
      <Box
        ref={box}
        role="region"
        aria-label="Карта эвакуаторов"
        position="relative"
        h={`${height}px`}
        overflow="hidden"
        bg="gray.50"
        cursor={dragging ? 'grabbing' : 'grab'}
        style={{
          touchAction: 'none',
          backgroundImage: tileUrl
            ? undefined
            : 'linear-gradient(#e2e8f0 1px, transparent 1px), linear-gradient(90deg, #e2e8f0 1px, transparent 1px)',
          backgroundSize: '48px 48px',
        }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          actor.send({ type: 'map.drag.start', at: at(e) });
        }}
        onPointerMove={(e) => dragging && actor.send({ type: 'map.drag.move', at: at(e) })}
        onPointerUp={() => actor.send({ type: 'map.drag.end' })}
        onPointerCancel={() => actor.send({ type: 'map.drag.end' })}
      >
        {tileUrl &&
          visibleTiles(view, size).map((t) => (
            <img
              key={t.key}
              src={tileAddress(tileUrl, t)}
              alt=""
              aria-hidden
              draggable={false}
              style={{
                position: 'absolute',
                left: t.left,
                top: t.top,
                width: t.size,
                height: t.size,
                pointerEvents: 'none',
              }}
            />
          ))}
        {basePoints.map(({ base, world }) => {
          const p = toScreen(world, view, size);
          return visible(p) ? (
            <BaseMarker
              key={`base-${base.id}`}
              base={base}
              x={p.x}
              y={p.y}
              onOpen={() => actor.send({ type: 'map.cluster.open', points: [world], at: p })}
            />
          ) : null;
        })}
        {clusters.map((c) =>
          c.items.length === 1 ? (
            <OrderMarker key={c.key} order={c.items[0]} x={c.x} y={c.y} onOpen={() => onOpenOrder(c.items[0])} />
          ) : (
            <ClusterMarker
              key={c.key}
              cluster={c}
              onOpen={() =>
                actor.send({
                  type: 'map.cluster.open',
                  points: c.items.map((o) => worldOf.get(o.id)!),
                  at: { x: c.x, y: c.y },
                })
              }
            />
          ),
        )}
      </Box>
      <Flex direction="column" gap="1" position="absolute" top="2" right="2">
        <IconButton
          aria-label="Приблизить"
          title="Приблизить"
          size="sm"
          variant="surface"
          disabled={!canZoomIn}
          onClick={() => actor.send({ type: 'map.zoom.in' })}
        >
          +
        </IconButton>
        <IconButton
          aria-label="Отдалить"
          title="Отдалить"
          size="sm"
          variant="surface"
          disabled={!canZoomOut}
          onClick={() => actor.send({ type: 'map.zoom.out' })}
        >
          −
        </IconButton>
        <IconButton
          aria-label="Показать все точки"
          title="Показать все точки"
          size="sm"
          variant="surface"
          onClick={() => actor.send({ type: 'map.fit', points: allPoints })}
        >
          ⤢
        </IconButton>
      </Flex>
      <Flex gap="4" px="3" py="2" fontSize="sm" borderTopWidth="1px" wrap="wrap">
        <Text>Заявок на карте: {placed.length}</Text>
        {unlocated > 0 && <Text color="fg.muted">Без координат: {unlocated}</Text>}
        <Text>Баз эвакуаторов: {bases.length}</Text>
        <Text color="fg.muted">Синие — без водителя, зелёные — с водителем, «Б» — базы</Text>
      </Flex>
    </Box>
  );
}
