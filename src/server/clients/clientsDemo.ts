import { asc, isNull } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { Tx } from '../db/db';
import { demoOriginOf } from '../db/demoChannels';
import type { DemoSeed } from '../db/demoContext';
import { clientVehicles } from '../vehicles/vehiclesSchema';
import { clients } from './clientsSchema';

// Demo clients: Russian names, mobile phones, some blocked (77), genders, e-mails on
// most, passports and SNILS on some. The first one, Иванов Иван Иванович at +7 (916) 123-45-67, is the client the
// end-to-end tests and the README's walk-through find by phone. Bonus balances stay 0 here: the bonus area seeds
// its ledger and sets the balances from it.

/** The demo client everybody can find: +7 (916) 123-45-67. */
export const DEMO_CLIENT_PHONE = '+79161234567';

type Person = [lastName: string, firstName: string, middleName: string | null, female: boolean];

const PEOPLE: Person[] = [
  ['Иванов', 'Иван', 'Иванович', false],
  ['Петрова', 'Анна', 'Сергеевна', true],
  ['Смирнов', 'Алексей', 'Викторович', false],
  ['Кузнецова', 'Елена', 'Андреевна', true],
  ['Попов', 'Дмитрий', 'Олегович', false],
  ['Васильева', 'Ольга', 'Николаевна', true],
  ['Соколов', 'Сергей', 'Павлович', false],
  ['Михайлова', 'Татьяна', 'Игоревна', true],
  ['Новиков', 'Андрей', 'Геннадьевич', false],
  ['Фёдорова', 'Наталья', 'Владимировна', true],
  ['Морозов', 'Павел', 'Александрович', false],
  ['Волкова', 'Мария', 'Дмитриевна', true],
  ['Алексеев', 'Николай', 'Степанович', false],
  ['Лебедева', 'Ирина', 'Юрьевна', true],
  ['Семёнов', 'Владимир', 'Петрович', false],
  ['Егорова', 'Светлана', 'Михайловна', true],
  ['Павлов', 'Артём', 'Романович', false],
  ['Козлова', 'Екатерина', 'Борисовна', true],
  ['Степанов', 'Максим', 'Ильич', false],
  ['Николаева', 'Юлия', 'Валерьевна', true],
  ['Орлов', 'Роман', 'Евгеньевич', false],
  ['Андреева', 'Ксения', 'Артёмовна', true],
  ['Макаров', 'Игорь', 'Васильевич', false],
  ['Захарова', 'Дарья', 'Константиновна', true],
  ['Зайцев', 'Константин', 'Анатольевич', false],
  ['Соловьёва', 'Алина', null, true],
  ['Борисов', 'Евгений', 'Леонидович', false],
  ['Яковлева', 'Полина', 'Григорьевна', true],
  ['Григорьев', 'Михаил', 'Фёдорович', false],
  ['Романова', 'Виктория', 'Олеговна', true],
  ['Воробьёв', 'Кирилл', 'Денисович', false],
  ['Сергеева', 'Людмила', 'Ивановна', true],
  ['Кузьмин', 'Георгий', null, false],
  ['Фролова', 'Галина', 'Семёновна', true],
  ['Александров', 'Тимур', 'Русланович', false],
  ['Дмитриева', 'Вера', 'Аркадьевна', true],
  ['Королёв', 'Станислав', 'Витальевич', false],
  ['Гусева', 'Оксана', 'Петровна', true],
  ['Киселёв', 'Илья', 'Максимович', false],
  // A namesake of the first client: the name search lists both.
  ['Иванов', 'Иван', 'Петрович', false],
];

const STREETS = [
  'ул. Тверская',
  'Ленинский пр-т',
  'ул. Арбат',
  'пр-т Мира',
  'ул. Профсоюзная',
  'Невский пр-т',
  'ул. Баумана',
  'ул. Малышева',
];
const CITIES = ['Москва', 'Москва', 'Москва', 'Москва', 'Москва', 'Санкт-Петербург', 'Казань', 'Екатеринбург'];
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
const latin = (text: string) => [...text.toLowerCase()].map((c) => LATIN[c] ?? c).join('');
const pad = (n: number, length: number) => String(n).padStart(length, '0');
const DAY = 86_400_000;

/** Distinct mobile numbers: the first is the documented one, the rest +7 (9xx) spread over several operators. */
const phoneOf = (i: number) =>
  i === 0 ? DEMO_CLIENT_PHONE : `+79${pad(((i * 37) % 60) + 20, 2)}${pad((i * 7_919_113) % 10_000_000, 7)}`;

/** A SNILS as the card shows it, 000-000-000-00, with its real check number. */
function snilsOf(i: number): string {
  const digits = pad(112_233_445 + i * 1_048_573, 9).slice(-9);
  const sum = [...digits].reduce((acc, d, k) => acc + Number(d) * (9 - k), 0);
  const check = sum % 101 === 100 ? 0 : sum % 101;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)}-${pad(check, 2)}`;
}

export const seedClientsDemo: DemoSeed = async (tx, ctx) => {
  const creators = [ctx.userIds.admin, ctx.userIds.operator, ...ctx.allUserIds.slice(3, 8)];
  const partners = [ctx.partnerIds.platform, ctx.partnerIds.platform, ctx.partnerIds.tires, ctx.partnerIds.tow];
  await tx.insert(clients).values(
    PEOPLE.map(([lastName, firstName, middleName, female], i) => {
      const street = STREETS[i % STREETS.length];
      const withPassport = i % 3 === 0;
      const birth = new Date(Date.UTC(1960 + ((i * 7) % 40), (i * 5) % 12, 1 + ((i * 11) % 28)));
      const issued = new Date(Date.UTC(2005 + (i % 15), (i * 3) % 12, 1 + ((i * 13) % 28)));
      return {
        lastName,
        firstName,
        middleName,
        phoneNumber: phoneOf(i),
        // Most have an e-mail; every seventh left without one, so the card's e-mail lock can be seen both ways.
        email: i % 7 === 6 ? null : `${latin(firstName)}.${latin(lastName)}${i > 0 ? i : ''}@mail.ru`,
        contactPhoneNumber1:
          i % 4 === 1 ? `+79${pad(((i * 53) % 60) + 20, 2)}${pad((i * 3_331_333 + 17) % 10_000_000, 7)}` : null,
        contactPhoneNumber2: null,
        address:
          i % 5 === 4
            ? null
            : `${CITIES[i % CITIES.length]}, ${street}, д. ${1 + ((i * 7) % 90)}, кв. ${1 + ((i * 13) % 200)}`,
        dateOfBirth: i % 6 === 5 ? null : birth.toISOString().slice(0, 10),
        genderRefValueId: female ? REF_VALUE_IDS.genderFemale : REF_VALUE_IDS.genderMale,
        // A few blocked clients (shown in red on the card); the documented one stays active.
        statusRefValueId: i > 0 && i % 9 === 0 ? REF_VALUE_IDS.clientBlocked : REF_VALUE_IDS.clientActive,
        partnerId: partners[i % partners.length],
        createdByUserId: creators[i % creators.length],
        suppressSms: i % 10 === 3,
        suppressMessageToTelegramChat: i % 8 === 5,
        passportSeries: withPassport ? pad(4500 + ((i * 17) % 500), 4) : null,
        passportNumber: withPassport ? pad((123_456 + i * 7_777) % 1_000_000, 6) : null,
        passportIssuedDate: withPassport ? issued.toISOString().slice(0, 10) : null,
        passportIssued: withPassport ? `ГУ МВД России по г. ${CITIES[i % CITIES.length]}` : null,
        passportIssuedCode: withPassport ? `${pad(770 + (i % 30), 3)}-${pad(10 + ((i * 3) % 90), 3)}` : null,
        snils: i % 2 === 0 ? snilsOf(i) : null,
        drivingLicense:
          i % 4 === 0
            ? `${pad(77 + (i % 20), 2)} ${pad(10 + (i % 80), 2)} ${pad((654_321 + i * 4_321) % 1_000_000, 6)}`
            : null,
        bonus: 0,
        registrationChannel: demoOriginOf(i, 1).channel,
        // Registered over the last year, the first one the oldest.
        createdAt: new Date(ctx.now - (365 - i * 9) * DAY - ((i * 5) % 24) * 3_600_000),
      };
    }),
  );
};

/** The live clients by id, and each one's live vehicles in the order they were linked: what the order demos draw on. */
export async function loadDemoClients(tx: Tx) {
  const rows = await tx
    .select({ id: clients.id, phone: clients.phoneNumber })
    .from(clients)
    .where(isNull(clients.deletedDate))
    .orderBy(asc(clients.id));
  const relations = await tx
    .select({ clientId: clientVehicles.clientId, vehicleId: clientVehicles.vehicleId })
    .from(clientVehicles)
    .where(isNull(clientVehicles.deletedDate))
    .orderBy(asc(clientVehicles.id));
  const vehiclesOf = new Map<number, number[]>();
  for (const r of relations) vehiclesOf.set(r.clientId, [...(vehiclesOf.get(r.clientId) ?? []), r.vehicleId]);
  return { clients: rows, vehiclesOf };
}
