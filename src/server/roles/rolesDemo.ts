import { eq, inArray } from 'drizzle-orm';
import type { DemoSeed } from '../db/demoContext';
import { operations, permissions, roles } from '../db/schema';
import { services } from '../orders/ordersSchema';
import { servicePartners, serviceRegions, serviceRoles } from './rolesSchema';

// Administration demo: two template roles, a partner role inheriting another, which roles work which services, the
// services each partner provides, a partner user's service regions, and the services' fee and bonus settings.

const MOSCOW = { fiasId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', regionName: 'г. Москва' };
const MOSCOW_REGION = { fiasId: '29251dcf-00a1-4e34-98d4-5c47484a36d4', regionName: 'Московская обл.' };

const TEMPLATES = [
  {
    name: 'Шаблон: мастер шиномонтажа',
    keys: ['tire.fitting', 'tire.fitting.order', 'tire.defects', 'tire.storage', 'order.comments', 'order.photos'],
  },
  {
    name: 'Шаблон: оператор колл-центра',
    keys: ['orders.active', 'orders.view', 'order.comments', 'order.communications', 'reference.person.card'],
  },
];

export const seedRolesDemo: DemoSeed = async (tx, ctx) => {
  const flags = { available: true, permissionInsert: true, permissionUpdate: true, permissionDelete: false };
  for (const template of TEMPLATES) {
    const [role] = await tx.insert(roles).values({ name: template.name, isTemplate: true }).returning();
    const ops = await tx
      .select({ id: operations.id })
      .from(operations)
      .where(inArray(operations.operationKey, template.keys));
    if (ops.length > 0)
      await tx.insert(permissions).values(ops.map((op) => ({ operationId: op.id, roleId: role.id, ...flags })));
  }

  // The tyre partner's senior staff: everything the staff role gives, inherited, plus the car park.
  const [staff] = await tx.select().from(roles).where(eq(roles.name, 'Сотрудник партнёра'));
  const [operator] = await tx.select().from(roles).where(eq(roles.name, 'Оператор'));
  if (staff) {
    const [senior] = await tx
      .insert(roles)
      .values({ name: 'Старший сотрудник партнёра', partnerId: ctx.partnerIds.tires, parentRoleId: staff.id })
      .returning();
    const [carPark] = await tx
      .select({ id: operations.id })
      .from(operations)
      .where(eq(operations.operationKey, 'car.park'));
    if (carPark) await tx.insert(permissions).values({ operationId: carPark.id, roleId: senior.id, ...flags });
    // A deleted role, so the roles screen's show-deleted toggle has something to show.
    await tx.insert(roles).values({
      name: 'Стажёр (упразднена)',
      partnerId: ctx.partnerIds.tires,
      deletedDate: new Date(ctx.now - 86_400_000),
    });
  }

  const serviceIds = new Set((await tx.select({ id: services.id }).from(services)).map((s) => s.id));
  const only = <T extends { serviceId: number }>(rows: T[]) => rows.filter((r) => serviceIds.has(r.serviceId));
  await tx
    .insert(serviceRoles)
    .values(
      only([
        ...(operator
          ? [13, 42, 61, 901].map((serviceId) => ({ serviceId, roleId: operator.id, partnerId: null }))
          : []),
        ...(staff
          ? [68, 69].map((serviceId) => ({ serviceId, roleId: staff.id, partnerId: ctx.partnerIds.tires }))
          : []),
      ]),
    );
  await tx.insert(servicePartners).values(
    only([
      { serviceId: 68, partnerId: ctx.partnerIds.tires },
      { serviceId: 69, partnerId: ctx.partnerIds.tires },
      { serviceId: 13, partnerId: ctx.partnerIds.tow },
      { serviceId: 42, partnerId: ctx.partnerIds.tow },
      { serviceId: 61, partnerId: ctx.partnerIds.platform },
    ]),
  );
  await tx.insert(serviceRegions).values(
    only([
      { userId: ctx.userIds.partner, serviceId: 69, ...MOSCOW },
      { userId: ctx.userIds.partner, serviceId: 69, ...MOSCOW_REGION },
      { userId: ctx.userIds.operator, serviceId: 13, ...MOSCOW },
    ]),
  );
  // Fee and bonus settings of the tyre services (the other services keep theirs unset).
  await tx
    .update(services)
    .set({ stationary: true, feeFixedPart: 50, feeMin: 100, feeMax: 1500, freeOrdersQuantity: 3 })
    .where(inArray(services.id, [68, 69]));
  await tx
    .update(services)
    .set({ useInsurance: true })
    .where(inArray(services.id, [13, 42, 902]));
};
