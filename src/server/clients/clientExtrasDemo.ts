import { asc, eq, sql } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { DemoSeed } from '../db/demoContext';
import { clientPromos, promos } from '../pricing/pricingSchema';
import { DEMO_PROMO_CODES, seedPromoLinksDemo } from '../pricing/promosDemo';
import {
  bonusOperations,
  clientInsuranceLosses,
  clientNotificationHistory,
  clientNotificationSettings,
  clientNotificationSettingsAudit,
  clientServiceCards,
  clients,
  type ServiceCardService,
} from './clientsSchema';

// Demo rows of the client card's extra tabs, for the clients the clients seed made (read back from the table):
// bonus ledgers with balances equal to their sums, notification settings with the reasons of their changes, pushes
// sent to clients, Carmen losses and service cards, and promos of the demo project granted to some clients.
// Deterministic: the i-th client always gets the same rows.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CREDIT = REF_VALUE_IDS.bonusCredit;
const WRITE_OFF = REF_VALUE_IDS.bonusWriteOff;

const SERVICES = [
  'Шиномонтаж',
  'Хранение шин',
  'Эвакуация',
  'Техническое обслуживание',
  'Выездной шиномонтаж',
  'Мойка и химчистка',
];
const LEGAL_NAMES: Record<'platform' | 'tires' | 'tow', string> = {
  platform: 'ООО «Автосервис Демо»',
  tires: 'ООО «Шинный центр «Колесо»',
  tow: 'АО «Эвакуатор-Сервис»',
};
const MANUAL_ACCRUALS = [
  'Компенсация за ожидание эвакуатора',
  'Подарок ко дню рождения',
  'Извинение за перенос записи',
  'Бонус за отзыв в приложении',
];
const MANUAL_WRITE_OFFS = [
  'Оплата бонусами части заказа',
  'Списание по просьбе клиента',
  'Исправление ошибочного начисления',
];
const ORDER_STATUSES = ['Новая', 'В работе', 'Назначен исполнитель', 'Выполнена', 'Ожидает оплаты'];
const INSURERS = [
  'СПАО «Ингосстрах»',
  'АО «АльфаСтрахование»',
  'ПАО СК «Росгосстрах»',
  'САО «ВСК»',
  'АО «СОГАЗ»',
  'СПАО «РЕСО-Гарантия»',
];
const CARS: [brand: string, model: string][] = [
  ['Kia', 'Rio'],
  ['Hyundai', 'Solaris'],
  ['LADA', 'Vesta'],
  ['Toyota', 'Camry'],
  ['Volkswagen', 'Polo'],
  ['Skoda', 'Octavia'],
  ['Haval', 'Jolion'],
  ['Chery', 'Tiggo 7 Pro'],
];
const LOSSES = [
  'ДТП на парковке торгового центра: повреждён задний бампер',
  'Повреждение лобового стекла камнем на трассе М-11',
  'Угон колёсных дисков во дворе',
  'Затопление автомобиля во время ливня',
  'Столкновение на перекрёстке, виновник — второй участник',
  'Падение дерева на крышу автомобиля',
];
const CARD_SERVICES: ServiceCardService[][] = [
  [
    { name: 'Эвакуация', limit: 3, exist: 2 },
    { name: 'Подвоз топлива', limit: 2, exist: 2 },
    { name: 'Запуск двигателя', limit: 3, exist: 1 },
    { name: 'Юридическая консультация', limit: null, exist: null },
  ],
  [
    { name: 'Шиномонтаж', limit: 4, exist: 3 },
    { name: 'Хранение шин', limit: 2, exist: 1 },
    { name: 'Техосмотр', limit: 1, exist: 1 },
  ],
  [
    { name: 'Аварийный комиссар', limit: 2, exist: 2 },
    { name: 'Эвакуация', limit: 5, exist: 5 },
    { name: 'Такси до дома', limit: 1, exist: 0 },
  ],
];

export const seedClientExtrasDemo: DemoSeed = async (tx, ctx) => {
  const demoClients = await tx.select({ id: clients.id }).from(clients).orderBy(asc(clients.id));
  if (demoClients.length === 0) return;
  const partnerKeys = ['platform', 'tires', 'tow'] as const;
  const staff = [ctx.userIds.admin, ctx.userIds.operator];
  const at = (daysAgo: number, hour = 12) => new Date(ctx.now - daysAgo * DAY + (hour - 12) * HOUR);

  // Bonus ledgers for every other client: payments accrue 5 %, then a few manual accruals and write-offs.
  const ledger: (typeof bonusOperations.$inferInsert)[] = [];
  const balances = new Map<number, number>();
  demoClients.forEach(({ id: clientId }, i) => {
    if (i % 2 !== 0) return;
    let balance = 0;
    const payments = 2 + (i % 4);
    for (let k = 0; k < payments; k++) {
      const orderId = 1000 + i * 10 + k;
      const partner = partnerKeys[(i + k) % partnerKeys.length];
      const amount = 1500 + ((i * 733 + k * 1_217) % 9000);
      const bonus = Math.round(amount * 0.05);
      const paid = at(170 - k * 30 - (i % 20), 10 + k);
      balance += bonus;
      ledger.push({
        clientId,
        bonus,
        operationTypeRefValueId: CREDIT,
        comment: `Начисление за оплату счёта на ${amount} ₽`,
        orderId,
        orderNumber: String(orderId),
        invoiceNumber: `СЧ-${orderId}-${k + 1}`,
        paymentDate: paid,
        partnerId: ctx.partnerIds[partner],
        partnerLegalName: LEGAL_NAMES[partner],
        serviceName: SERVICES[(i + k) % SERVICES.length],
        createdAt: new Date(paid.getTime() + 5 * 60_000),
      });
    }
    if (i % 4 === 0) {
      const bonus = 100 + (i % 5) * 50;
      balance += bonus;
      ledger.push({
        clientId,
        bonus,
        operationTypeRefValueId: CREDIT,
        comment: MANUAL_ACCRUALS[i % MANUAL_ACCRUALS.length],
        createdByUserId: staff[i % 2],
        createdAt: at(20 - (i % 10), 15),
      });
    }
    if (i % 3 === 0) {
      const bonus = Math.min(balance, 50 + (i % 7) * 40);
      balance -= bonus;
      ledger.push({
        clientId,
        bonus: -bonus,
        operationTypeRefValueId: WRITE_OFF,
        comment: MANUAL_WRITE_OFFS[i % MANUAL_WRITE_OFFS.length],
        createdByUserId: staff[(i + 1) % 2],
        createdAt: at(8 - (i % 6), 17),
      });
    }
    balances.set(clientId, balance);
  });
  if (ledger.length > 0) await tx.insert(bonusOperations).values(ledger);
  for (const [clientId, balance] of balances)
    await tx.update(clients).set({ bonus: balance }).where(eq(clients.id, clientId));

  // Notification settings changed for every fifth client, each change with its reason in the audit.
  const changed = demoClients.filter((_, i) => i % 5 === 0);
  for (const [n, { id: clientId }] of changed.entries()) {
    const flags = {
      canGetOrderStatusPush: true,
      canGetPenaltyPush: n % 2 === 0,
      canGetPenaltyEmail: n % 3 !== 0,
      canGetReceipt: true,
      canGetNews: false,
    };
    const changedAt = at(30 - n * 2, 11);
    await tx.insert(clientNotificationSettings).values({ clientId, ...flags, updatedAt: changedAt });
    const changes: Record<string, { from: boolean; to: boolean }> = {};
    for (const [flag, to] of Object.entries(flags)) if (!to) changes[flag] = { from: true, to };
    await tx.insert(clientNotificationSettingsAudit).values({
      clientId,
      changedByUserId: staff[n % 2],
      reason:
        n % 2 === 0 ? 'Клиент попросил по телефону не присылать новости и акции' : 'Обращение клиента в чат поддержки',
      changes,
      createdAt: changedAt,
    });
  }

  // 3 to 8 pushes for every third client, about the statuses of their orders.
  const pushes: (typeof clientNotificationHistory.$inferInsert)[] = [];
  demoClients.forEach(({ id: clientId }, i) => {
    if (i % 3 !== 0) return;
    const count = 3 + (i % 6);
    for (let k = 0; k < count; k++) {
      const orderId = 1000 + i * 10 + Math.floor(k / 2);
      const status = ORDER_STATUSES[(k + i) % ORDER_STATUSES.length];
      pushes.push({
        clientId,
        orderId,
        pushBody: `Статус заявки №${orderId} изменён на «${status}»`,
        sendingAt: at(60 - k * 7 - (i % 5), 9 + k),
      });
    }
  });
  if (pushes.length > 0) await tx.insert(clientNotificationHistory).values(pushes);

  // Carmen's losses and service cards for every fourth client.
  const losses: (typeof clientInsuranceLosses.$inferInsert)[] = [];
  const cards: (typeof clientServiceCards.$inferInsert)[] = [];
  demoClients.forEach(({ id: clientId }, i) => {
    if (i % 4 !== 0) return;
    const [brand, model] = CARS[i % CARS.length];
    const region = [77, 97, 177, 50, 78][i % 5];
    const regNo = `${'АВЕКМНОРСТУХ'[i % 12]}${100 + ((i * 37) % 900)}${'АВЕКМНОРСТУХ'[(i + 3) % 12]}${'АВЕКМНОРСТУХ'[(i + 7) % 12]}${region}`;
    const vin =
      `XW8${String(i).padStart(2, '0')}ZZZ${brand.slice(0, 2).toUpperCase()}${String(100_000 + i * 4_127).slice(-6)}`.slice(
        0,
        17,
      );
    for (let k = 0; k < 1 + (i % 3); k++) {
      losses.push({
        clientId,
        carmenLeadId: `CL-${20240 + i * 7 + k}`,
        maId: `МА-${String(5000 + i * 13 + k).padStart(6, '0')}`,
        description: LOSSES[(i + k) % LOSSES.length],
        updateDateUtc: at(90 - k * 25 - (i % 9), 13),
      });
    }
    const from = at(200 - (i % 60), 0);
    cards.push({
      clientId,
      dateFrom: from,
      dateTo: new Date(from.getTime() + 365 * DAY),
      company: INSURERS[i % INSURERS.length],
      brand,
      model,
      regNo,
      vin,
      policyNo: `ХХХ ${String(123_456_789 + i * 1_111).slice(0, 10)}`,
      policyType: i % 8 === 0 ? 'КАСКО' : 'ОСАГО',
      description:
        i % 8 === 0 ? 'Помощь на дорогах «Премиум» к полису КАСКО' : 'Программа помощи на дорогах «Стандарт»',
      services: CARD_SERVICES[i % CARD_SERVICES.length],
    });
  });
  if (losses.length > 0) await tx.insert(clientInsuranceLosses).values(losses);
  if (cards.length > 0) await tx.insert(clientServiceCards).values(cards);

  // Three promos of the demo project (two with a code, pricing/promosDemo.ts), granted to every sixth client.
  const promoRows = await tx
    .insert(promos)
    .values(
      [
        {
          name: 'Скидка 500 ₽ на первый шиномонтаж',
          projectId: ctx.projectId,
          dateStart: at(60),
          dateEnd: at(-120),
          maxUses: 1,
          discountRub: 500,
          discountPercent: null,
        },
        {
          name: 'Сезонная скидка 10 % на хранение шин',
          projectId: ctx.projectId,
          dateStart: at(30),
          dateEnd: at(-60),
          maxUses: 3,
          discountRub: null,
          discountPercent: 10,
        },
        {
          name: 'Бесплатная проверка развала-схождения',
          projectId: ctx.projectId,
          dateStart: at(90),
          dateEnd: at(-30),
          maxUses: 2,
          discountRub: 1500,
          discountPercent: null,
        },
      ].map((promo, i) => ({ ...promo, code: DEMO_PROMO_CODES[i] })),
    )
    .returning({ id: promos.id });
  await seedPromoLinksDemo(
    tx,
    promoRows.map((p) => p.id),
    ctx.partnerIds.tires,
  );
  const grants: (typeof clientPromos.$inferInsert)[] = [];
  demoClients.forEach(({ id: clientId }, i) => {
    if (i % 6 !== 0) return;
    const n = i / 6;
    const promoOf = (k: number) => promoRows[(n + k) % promoRows.length].id;
    grants.push({
      clientId,
      promoId: promoOf(0),
      sourceProjectId: ctx.projectId,
      comment: 'Постоянный клиент',
      usedCount: n % 2,
      grantedByUserId: staff[0],
      createdAt: at(25 - (n % 10), 14),
    });
    if (n % 2 === 0) {
      grants.push({
        clientId,
        promoId: promoOf(1),
        sourceProjectId: ctx.projectId,
        comment: 'Компенсация за жалобу',
        usedCount: 0,
        grantedByUserId: staff[1],
        createdAt: at(40, 10),
      });
      // One grant already made inactive, so 'Восстановить' has something to do.
      grants.push({
        clientId,
        promoId: promoOf(2),
        sourceProjectId: ctx.projectId,
        comment: 'Выдана по ошибке',
        usedCount: 0,
        grantedByUserId: staff[1],
        createdAt: at(50, 10),
        deletedDate: at(45, 10),
      });
    }
  });
  if (grants.length > 0) await tx.insert(clientPromos).values(grants);
  // The balances are the ledgers' sums: checked here so a demo change cannot break the rule silently.
  const mismatched = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      sql`${clients.bonus} <> coalesce((select sum(b.bonus) from bonus_operations b where b.client_id = ${clients.id}), 0)`,
    );
  if (mismatched.length > 0)
    throw new Error(`demo: ${mismatched.length} client balances differ from their bonus ledgers`);
};
