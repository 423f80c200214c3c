import { chakra } from '@chakra-ui/react';
import type { PointerEvent } from 'react';
import type { EvacuationOrderRow, TowTruckBase } from '../../../shared/schemas/evacuation';
import type { Cluster } from './clusterPoints';

// The tow-driver map's points: every one a button with a Russian label, so the map works from the keyboard and
// a screen reader reads what each point is. A pointer going down on a point does not start a drag of the map.

const Marker = chakra('button', {
  base: {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: '2px',
    borderColor: 'white',
    boxShadow: 'md',
    cursor: 'pointer',
    fontWeight: 'bold',
    fontSize: 'xs',
    color: 'white',
    _focusVisible: { outline: '3px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  },
});

const keepMapStill = (e: PointerEvent) => e.stopPropagation();
const addressOf = (address: string | null) => address ?? 'адрес не указан';

export function OrderMarker({
  order,
  x,
  y,
  onOpen,
}: {
  order: EvacuationOrderRow;
  x: number;
  y: number;
  onOpen: () => void;
}) {
  return (
    <Marker
      type="button"
      style={{ left: x, top: y }}
      w="18px"
      h="18px"
      borderRadius="full"
      bg={order.driverUserId ? 'green.600' : 'blue.600'}
      aria-label={`Заявка ${order.number}, ${addressOf(order.address)}`}
      title={`№ ${order.number}\n${addressOf(order.address)}${order.driverFio ? `\nВодитель: ${order.driverFio}` : ''}`}
      onPointerDown={keepMapStill}
      onClick={onOpen}
      data-testid="map-order"
    />
  );
}

export function ClusterMarker({ cluster, onOpen }: { cluster: Cluster<EvacuationOrderRow>; onOpen: () => void }) {
  const n = cluster.items.length;
  const size = n < 10 ? 30 : n < 100 ? 36 : 42;
  return (
    <Marker
      type="button"
      style={{ left: cluster.x, top: cluster.y, width: size, height: size }}
      borderRadius="full"
      bg="blue.700"
      aria-label={`Группа заявок: ${n}. Приблизить`}
      title={cluster.items.map((o) => `№ ${o.number}`).join(', ')}
      onPointerDown={keepMapStill}
      onClick={onOpen}
      data-testid="map-cluster"
    >
      {n}
    </Marker>
  );
}

export function BaseMarker({ base, x, y, onOpen }: { base: TowTruckBase; x: number; y: number; onOpen: () => void }) {
  return (
    <Marker
      type="button"
      style={{ left: x, top: y }}
      w="24px"
      h="24px"
      borderRadius="sm"
      bg="orange.600"
      aria-label={`База эвакуаторов ${base.name}, ${addressOf(base.address)}`}
      title={`${base.name}\n${addressOf(base.address)}\n${base.partnerName}`}
      onPointerDown={keepMapStill}
      onClick={onOpen}
      data-testid="map-base"
    >
      Б
    </Marker>
  );
}
