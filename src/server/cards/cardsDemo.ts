import { asc, inArray } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import type { DemoSeed } from '../db/demoContext';
import { servicePositions } from '../pricing/pricingSchema';
import { cardTypePositions, serviceCardTypes } from './cardsSchema';

// Two demo card types made of the demo's service positions (pricing/nomenclatureDemo.ts seeds them first): a tyre
// season card with free uses, and a storage card whose first position has none (-1, shown as 0).

export const seedCardsDemo: DemoSeed = async (tx) => {
  const [fitting, storage] = await tx
    .insert(serviceCardTypes)
    .values([
      { name: 'Сезонная карта шиномонтажа', description: 'Две сезонные переобувки в год', validityMonths: 12 },
      { name: 'Карта хранения шин', description: 'Хранение комплекта шин с сезонной мойкой', validityMonths: 6 },
    ])
    .returning({ id: serviceCardTypes.id });
  const rows = await tx
    .select({ id: servicePositions.id, serviceId: servicePositions.serviceId })
    .from(servicePositions)
    .where(inArray(servicePositions.serviceId, [SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage]))
    .orderBy(asc(servicePositions.sort), asc(servicePositions.id));
  const of = (serviceId: number) => rows.filter((r) => r.serviceId === serviceId).map((r) => r.id);
  const [wheel, mountSmall] = of(SERVICE_IDS.tireFitting);
  const [tyreMonth, , season] = of(SERVICE_IDS.tireStorage);
  if (!wheel || !mountSmall || !tyreMonth || !season) throw new Error('demo service positions are missing');
  await tx.insert(cardTypePositions).values([
    { cardTypeId: fitting.id, servicePositionId: wheel, freeCount: 2 },
    { cardTypeId: fitting.id, servicePositionId: mountSmall, freeCount: 2 },
    { cardTypeId: storage.id, servicePositionId: tyreMonth, freeCount: -1 },
    { cardTypeId: storage.id, servicePositionId: season, freeCount: 1 },
  ]);
};
