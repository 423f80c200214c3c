import { SERVICE_IDS } from '../../shared/constants';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { DemoSeed } from '../db/demoContext';
import { orderStatusBindings } from './orderStatusesSchema';

// The demo's order status bindings from the status source (value 144): tyre fitting starts its orders as 'Новая',
// evacuation as 'Назначен исполнитель'.

const V = REF_VALUE_IDS;
const SOURCE = V.statusSource;

const BINDINGS: [serviceId: number, statuses: number[], primary: number][] = [
  [
    SERVICE_IDS.tireFitting,
    [V.orderStatusNew, V.orderStatusInWork, V.orderStatusDone, V.orderStatusCancelled],
    V.orderStatusNew,
  ],
  [
    SERVICE_IDS.evacuation,
    [V.orderStatusNew, V.orderStatusExecutorAssigned, V.orderStatusAwaitingPayment, V.orderStatusDone],
    V.orderStatusExecutorAssigned,
  ],
];

export const seedOrderStatusesDemo: DemoSeed = async (tx) => {
  await tx.insert(orderStatusBindings).values(
    BINDINGS.flatMap(([serviceId, statuses, primary]) =>
      statuses.map((statusRefValueId, i) => ({
        serviceId,
        sourceRefValueId: SOURCE,
        statusRefValueId,
        isPrimary: statusRefValueId === primary,
        sort: (i + 1) * 10,
      })),
    ),
  );
};
