import type { PartnerPriority } from '../../../machines/dispatch/priorityEditMachine';

// Partner priorities of one region for the evacuation service, as GET /service_partner/priorities answers them
// (deliberately out of order: the editor sorts them).

export const MOSCOW = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';

export const priority = (id: number, partnerName: string, value: number): PartnerPriority => ({
  id,
  serviceId: 13,
  partnerId: id * 10,
  partnerName,
  fiasId: MOSCOW,
  priority: value,
});

export const PRIORITIES: PartnerPriority[] = [
  priority(2, 'Автоассистанс', 2),
  priority(3, 'ШинСервис', 3),
  priority(1, 'Эвакуатор-Сервис', 1),
];
