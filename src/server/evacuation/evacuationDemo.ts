import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { hashPassword } from '../auth/password';
import type { DemoSeed } from '../db/demoContext';
import { DEMO_STAFF_PASSWORD } from '../db/demoPeople';
import { offices, operations, permissions, roles, userRoles, users } from '../db/schema';
import { orderExecutors, orders } from '../orders/ordersSchema';
import { towTruckBases, towTruckDrivers } from './evacuationSchema';

// Demo of the tow-truck side (the tow-driver map with base points and clusters, each driver's evacuation orders
// with their report): four bases of «Эвакуатор-Сервис» in Moscow and St Petersburg, eight drivers (users of the tow
// partner, password DEMO_STAFF_PASSWORD, role «Водитель эвакуатора») with truck types and tariffs, the drivers as
// executors of the worked evacuation orders, and the points and regions of the orders the map and the time-zone
// filters show. Some commissioner orders move to regions east and west of Moscow, so the zone filter finds them.

const BASES = [
  {
    name: 'База «Юг», Варшавское шоссе',
    address: 'Москва, Варшавское ш., д. 170',
    latitude: 55.5907,
    longitude: 37.6086,
  },
  {
    name: 'База «Север», Дмитровское шоссе',
    address: 'Москва, Дмитровское ш., д. 163',
    latitude: 55.9011,
    longitude: 37.5479,
  },
  {
    name: 'База «Запад», Можайское шоссе',
    address: 'Москва, Можайское ш., д. 45',
    latitude: 55.7079,
    longitude: 37.3873,
  },
  {
    name: 'База «Петербург», Софийская улица',
    address: 'Санкт-Петербург, Софийская ул., д. 60',
    latitude: 59.8362,
    longitude: 30.4206,
  },
];

/** [last, first, middle, e-mail, truck type (ref 918), plate, base index, base price, price per km]. */
const DRIVERS: [string, string, string, string, number, string, number, number, number][] = [
  ['Громов', 'Виктор', 'Алексеевич', 'tow.gromov@demo.ru', 9191, 'Е512КХ799', 0, 3_500, 80],
  ['Белов', 'Денис', 'Игоревич', 'tow.belov@demo.ru', 9192, 'О347РМ777', 0, 4_000, 90],
  ['Тарасов', 'Илья', 'Викторович', 'tow.tarasov@demo.ru', 9193, 'В908АН750', 1, 6_000, 120],
  ['Жуков', 'Олег', 'Николаевич', 'tow.zhukov@demo.ru', 9191, 'Н221ТУ197', 1, 3_500, 75],
  ['Кириллов', 'Станислав', 'Павлович', 'tow.kirillov@demo.ru', 9194, 'Р640ОЕ177', 2, 9_000, 180],
  ['Мельников', 'Андрей', 'Сергеевич', 'tow.melnikov@demo.ru', 9192, 'К785СА790', 2, 4_200, 95],
  ['Лаптев', 'Павел', 'Олегович', 'tow.laptev@demo.ru', 9191, 'М133ВР178', 3, 3_200, 70],
  ['Воронин', 'Егор', 'Дмитриевич', 'tow.voronin@demo.ru', 9193, 'Т456МК198', 3, 5_800, 115],
];

/** The demo orders' addresses (orderDemoValues ADDRESSES) on the map: latitude, longitude, region's FIAS id. */
const MOSCOW = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const PETERSBURG = 'c2deb16a-0330-4f05-821f-1d09c93331e6';
const TATARSTAN = '0c089b04-099e-4e0e-955a-6bf1ce525f1a';
const POINTS: [address: string, latitude: number, longitude: number, fiasId: string][] = [
  ['Москва, ул. Тверская, д. 15', 55.7628, 37.6063, MOSCOW],
  ['Москва, Ленинский пр-т, д. 64', 55.6936, 37.5596, MOSCOW],
  ['Москва, МКАД 41-й км, внешняя сторона', 55.6222, 37.4327, MOSCOW],
  ['Москва, Варшавское ш., д. 118', 55.6327, 37.6196, MOSCOW],
  ['Москва, ул. Профсоюзная, д. 56', 55.6695, 37.5516, MOSCOW],
  ['Санкт-Петербург, Невский пр-т, д. 88', 59.9326, 30.3497, PETERSBURG],
  ['Санкт-Петербург, пр-т Стачек, д. 47', 59.8798, 30.2625, PETERSBURG],
  ['Санкт-Петербург, КАД 23-й км', 59.8114, 30.4872, PETERSBURG],
  ['Казань, ул. Баумана, д. 19', 55.7906, 49.1145, TATARSTAN],
  ['Казань, пр-т Победы, д. 141', 55.7595, 49.2117, TATARSTAN],
];
/** Regions in other zones for every fourth commissioner order: [address, latitude, longitude, FIAS id, zone]. */
const REGIONAL: [string, number, number, string, string][] = [
  ['Екатеринбург, ул. Малышева, д. 51', 56.8352, 60.6122, '92b30014-4d52-4e2e-892d-928142b924bf', 'Asia/Yekaterinburg'],
  ['Новосибирск, Красный пр-т, д. 86', 55.0415, 82.9346, '1ac46b49-3209-4814-b7bf-a509ea1aecd9', 'Asia/Novosibirsk'],
  [
    'Калининград, Ленинский пр-т, д. 30',
    54.7104,
    20.5101,
    '90c7181e-724f-41b3-b6c6-bd3ec7ae3f30',
    'Europe/Kaliningrad',
  ],
  ['Самара, Московское ш., д. 4', 53.2122, 50.1784, 'df3d7359-afa9-4aaa-8ff9-197e73906b1c', 'Europe/Samara'],
  ['Владивосток, Океанский пр-т, д. 17', 43.1198, 131.8869, '43909681-d6e1-432d-b61f-ddac393cb5da', 'Asia/Vladivostok'],
];
const MAPPED_SERVICES = [
  SERVICE_IDS.evacuation,
  SERVICE_IDS.techHelp,
  SERVICE_IDS.avarcom,
  SERVICE_IDS.tAvarcom,
  SERVICE_IDS.realty,
];
const COMMISSIONER_SERVICES = [SERVICE_IDS.avarcom, SERVICE_IDS.tAvarcom, SERVICE_IDS.realty];
/** A driver takes an order once it is worked: not new, not cancelled. */
const UNWORKED = [REF_VALUE_IDS.orderStatusNew, REF_VALUE_IDS.orderStatusCancelled];
const DRIVER_KEYS = ['evacuator.orders', 'orders.view', WIDGET_KEYS.lastEvents];

/** Points spread by up to ~1 km around the address, so one address's orders do not sit on one pixel. */
const jitter = sql`((${orders.id} * 37) % 100 - 50) / 5000.0`;

export const seedEvacuationDemo: DemoSeed = async (tx, ctx) => {
  const towPartner = ctx.partnerIds.tow;
  const [towOffice] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.partnerId, towPartner))
    .limit(1);
  const bases = await tx
    .insert(towTruckBases)
    .values(BASES.map((b) => ({ ...b, partnerId: towPartner, officeId: towOffice?.id ?? null })))
    .returning({ id: towTruckBases.id });

  const hashes = await Promise.all(DRIVERS.map(() => hashPassword(DEMO_STAFF_PASSWORD)));
  const drivers = await tx
    .insert(users)
    .values(
      DRIVERS.map(([lastName, firstName, middleName, email], i) => ({
        email,
        passwordHash: hashes[i],
        lastName,
        firstName,
        middleName,
        phone: `+7916${String(4_200_310 + i * 1_117_093).slice(0, 7)}`,
        partnerId: towPartner,
        officeId: towOffice?.id ?? null,
        status: 'active' as const,
        createdAt: new Date(ctx.now - (45 - i) * 86_400_000),
      })),
    )
    .returning({ id: users.id });
  await tx.insert(towTruckDrivers).values(
    DRIVERS.map(([, , , , truckType, truckNumber, base, basePrice, pricePerKm], i) => ({
      userId: drivers[i].id,
      truckTypeRefValueId: truckType,
      truckNumber,
      baseId: bases[base].id,
      basePrice,
      pricePerKm,
    })),
  );

  const [role] = await tx
    .insert(roles)
    .values({ name: 'Водитель эвакуатора', partnerId: towPartner })
    .returning({ id: roles.id });
  const ops = await tx
    .select({ id: operations.id })
    .from(operations)
    .where(inArray(operations.operationKey, DRIVER_KEYS));
  if (ops.length)
    await tx.insert(permissions).values(ops.map((op) => ({ operationId: op.id, roleId: role.id, available: true })));
  await tx.insert(userRoles).values(drivers.map((d) => ({ userId: d.id, roleId: role.id })));

  // The orders of the ordersDemo seed, when there are any: points, regions, and drivers on the worked tow orders.
  for (const [address, latitude, longitude, fiasId] of POINTS) {
    await tx
      .update(orders)
      .set({ latitude: sql`${latitude} + ${jitter}`, longitude: sql`${longitude} + ${jitter}`, fiasId })
      .where(and(inArray(orders.serviceId, MAPPED_SERVICES), eq(orders.address, address)));
  }
  const commissioner = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.serviceId, COMMISSIONER_SERVICES), isNull(orders.deletedDate)))
    .orderBy(orders.id);
  for (const [k, { id }] of commissioner.filter((_, i) => i % 4 === 1).entries()) {
    const [address, latitude, longitude, fiasId, timezone] = REGIONAL[k % REGIONAL.length];
    await tx.update(orders).set({ address, latitude, longitude, fiasId, timezone }).where(eq(orders.id, id));
  }
  const towOrders = await tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        inArray(orders.serviceId, [SERVICE_IDS.evacuation, SERVICE_IDS.techHelp]),
        notInArray(orders.statusRefValueId, UNWORKED),
        isNull(orders.deletedDate),
      ),
    )
    .orderBy(orders.id);
  if (towOrders.length) {
    await tx.insert(orderExecutors).values(
      towOrders.map((o, i) => ({
        orderId: o.id,
        userId: drivers[i % drivers.length].id,
        officeId: towOffice?.id ?? null,
        createdAt: new Date(Math.min(ctx.now - 60_000, o.createdAt.getTime() + 40 * 60_000)),
      })),
    );
  }
};
