import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import type { DemoSeed } from '../../db/demoContext';
import { users } from '../../db/schema';
import {
  divisions,
  orderChecklistItems,
  orderComments,
  orderCommunications,
  orderDamagedItems,
  orderDocTypeStatuses,
  orderExecutors,
  orders,
} from '../ordersSchema';

// The order card's parts on the demo orders (ordersDemo runs first; with no orders nothing is added): comments,
// checklist marks, executors from the order's office, insurance-document statuses on the insurance and
// loss-adjustment orders, contacts with the client (some open orders overdue, so /contacts/expired has rows), and
// damaged property on the loss-adjustment orders. Everything is a pure function of the order's position.

const HOUR = 3_600_000;
const INSURANCE_SERVICES = new Set([901, 902, 903]);
const LOSS_ADJUSTMENT = 902;
const CLOSED = new Set<number>([
  REF_VALUE_IDS.orderStatusDone,
  REF_VALUE_IDS.orderStatusCancelled,
  REF_VALUE_IDS.orderStatusArchive,
]);
const CHECKLIST_POINTS = [9111, 9112, 9113, 9114, 9115];
const DOC_TYPES = [457, 9051, 9052, 9053, 9054, 9055];
const DOC_STATUSES = [
  REF_VALUE_IDS.docStatusReceived,
  REF_VALUE_IDS.docStatusChecked,
  REF_VALUE_IDS.docStatusMissing,
  REF_VALUE_IDS.docStatusRejected,
];
const CONTACT_TYPES = [9131, 9132, 9133, 9134];

const COMMENTS = [
  { type: REF_VALUE_IDS.recipientAll, text: 'Клиент просит перезвонить после 18:00' },
  { type: REF_VALUE_IDS.recipientDivision, text: 'Проверьте, пожалуйста, полис клиента перед выездом' },
  { type: REF_VALUE_IDS.recipientUser, text: 'Уточните у клиента точный адрес, в заявке только улица' },
  { type: REF_VALUE_IDS.recipientPartnerDivision, text: 'Партнёр подтвердил стоимость работ' },
  { type: REF_VALUE_IDS.recipientAll, text: 'Клиент недоволен сроками, держим на контроле' },
  { type: REF_VALUE_IDS.recipientDivision, text: 'Нужен счёт на юридическое лицо' },
];
const CONTACTS = [
  { note: 'Клиент не ответил на звонок', next: 'Перезвонить клиенту' },
  { note: 'Согласовали время приезда мастера', next: 'Напомнить о визите за час' },
  { note: 'Отправлена ссылка на оплату', next: 'Проверить, прошла ли оплата' },
  { note: 'Клиент уточнил комплектацию автомобиля', next: 'Сообщить клиенту итоговую стоимость' },
  { note: 'Клиент просит подождать с решением', next: 'Узнать решение клиента' },
];
const DAMAGED = [
  { name: 'Передний бампер', description: 'Трещина и царапины справа', amount: 18_500 },
  { name: 'Левая фара', description: 'Разбито стекло', amount: 12_300 },
  { name: 'Ограждение парковки', description: 'Погнута секция длиной 2 м', amount: 7_800 },
  { name: 'Капот', description: 'Вмятина без повреждения краски', amount: 9_450 },
  { name: 'Колёсный диск R17', description: null, amount: 6_200 },
];

const pick = <T>(list: readonly T[], k: number) => list[k % list.length];

export const seedOrderPartsDemo: DemoSeed = async (tx, ctx) => {
  const list = await tx
    .select({
      id: orders.id,
      serviceId: orders.serviceId,
      status: orders.statusRefValueId,
      officeId: orders.officeId,
      userId: orders.userId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(isNull(orders.deletedDate))
    .orderBy(asc(orders.id));
  if (list.length === 0) return;
  // Migration 0004 adds the divisions, so a division comment always has one to address.
  const divisionIds = (
    await tx
      .select({ id: divisions.id })
      .from(divisions)
      .where(isNull(divisions.deletedDate))
      .orderBy(asc(divisions.id))
  ).map((d) => d.id);
  const staff = await tx
    .select({ id: users.id, officeId: users.officeId })
    .from(users)
    .where(and(eq(users.status, 'active'), isNotNull(users.officeId)))
    .orderBy(asc(users.id));
  const authors = [ctx.userIds.operator, ctx.userIds.admin, ...ctx.allUserIds.slice(3, 6)];
  /** Never later than a minute ago: the demo has no future rows. */
  const at = (from: Date, hours: number) => new Date(Math.min(ctx.now - 60_000, from.getTime() + hours * HOUR));

  const comments: (typeof orderComments.$inferInsert)[] = [];
  const checklist: (typeof orderChecklistItems.$inferInsert)[] = [];
  const executors: (typeof orderExecutors.$inferInsert)[] = [];
  const docStatuses: (typeof orderDocTypeStatuses.$inferInsert)[] = [];
  const contacts: (typeof orderCommunications.$inferInsert)[] = [];
  const damaged: (typeof orderDamagedItems.$inferInsert)[] = [];

  list.forEach((o, i) => {
    const open = !CLOSED.has(o.status);
    for (let k = 0; k < i % 3; k++) {
      const c = pick(COMMENTS, i + k);
      const toDivision =
        c.type === REF_VALUE_IDS.recipientDivision || c.type === REF_VALUE_IDS.recipientPartnerDivision;
      comments.push({
        orderId: o.id,
        recipientTypeRefValueId: c.type,
        divisionId: toDivision ? pick(divisionIds, i + k) : null,
        recipientUserId: c.type === REF_VALUE_IDS.recipientUser ? pick(authors, i + k + 1) : null,
        comment: c.text,
        userId: pick(authors, i + k),
        createdAt: at(o.createdAt, 1 + k * 5),
      });
    }
    if (i % 3 !== 2) {
      CHECKLIST_POINTS.slice(0, (i % 5) + (open ? 0 : 1)).forEach((point, k) => {
        checklist.push({
          orderId: o.id,
          contentRefValueId: point,
          checked: (i + k) % 4 !== 3,
          updatedByUserId: pick(authors, i),
          updatedAt: at(o.createdAt, 2 + k),
        });
      });
    }
    const officeStaff = staff.filter((u) => u.officeId === o.officeId);
    if (officeStaff.length && i % 4 !== 0) {
      officeStaff.slice(0, 1 + (i % 2)).forEach((u, k) => {
        executors.push({
          orderId: o.id,
          userId: u.id,
          officeId: o.officeId,
          createdAt: at(o.createdAt, 1),
          deletedDate: k === 1 && i % 8 === 1 ? at(o.createdAt, 3) : null,
        });
      });
    }
    if (INSURANCE_SERVICES.has(o.serviceId)) {
      DOC_TYPES.slice(0, 3 + (i % 4)).forEach((docType, k) => {
        docStatuses.push({
          orderId: o.id,
          docTypeRefValueId: docType,
          docStatusRefValueId: pick(DOC_STATUSES, i + k * (open ? 3 : 1)),
          setByUserId: pick(authors, i + k),
          updatedAt: at(o.createdAt, 4 + k * 6),
        });
      });
    }
    if (o.serviceId === LOSS_ADJUSTMENT) {
      for (let k = 0; k <= i % 3; k++)
        damaged.push({ orderId: o.id, ...pick(DAMAGED, i + k), createdAt: at(o.createdAt, 2 + k) });
    }
    if (i % 5 < 2) {
      const count = 1 + (i % 3);
      // An open order's last contact is recent; a closed one's followed the order's work.
      const lastAt = open
        ? Math.max(o.createdAt.getTime() + HOUR, ctx.now - (10 + ((i * 7) % 60)) * HOUR)
        : at(o.createdAt, 3 + count * 20).getTime();
      for (let k = 0; k < count; k++) {
        const last = k === count - 1;
        const contact = pick(CONTACTS, i + k);
        const createdAt = new Date(
          Math.min(ctx.now - 60_000, Math.max(o.createdAt.getTime(), lastAt - (count - 1 - k) * 20 * HOUR)),
        );
        // Open orders: every other last contact is overdue (its next date already passed), the rest ahead.
        const nextAt = createdAt.getTime() + (last ? (i % 2 === 0 ? 6 : 96) : 24) * HOUR;
        const withNext = !last || open;
        contacts.push({
          orderId: o.id,
          typeRefValueId: pick(CONTACT_TYPES, i + k),
          note: contact.note,
          nextContactDate: withNext ? new Date(nextAt) : null,
          nextNote: withNext ? contact.next : null,
          userId: pick(authors, i + k),
          createdAt,
        });
      }
    }
  });

  if (comments.length) await tx.insert(orderComments).values(comments);
  if (checklist.length) await tx.insert(orderChecklistItems).values(checklist);
  if (executors.length) await tx.insert(orderExecutors).values(executors);
  if (docStatuses.length) await tx.insert(orderDocTypeStatuses).values(docStatuses);
  if (contacts.length) await tx.insert(orderCommunications).values(contacts);
  if (damaged.length) await tx.insert(orderDamagedItems).values(damaged);
};
