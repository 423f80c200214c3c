import { and, asc, eq, isNull } from 'drizzle-orm';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { clients } from '../clients/clientsSchema';
import type { DemoSeed } from '../db/demoContext';
import { loadVehicleCatalog } from './loadVehicleCatalog';
import {
  clientVehicles,
  insuranceCompanies,
  insuranceCompanyCatalog,
  vehicleGenerations,
  vehicleInsurances,
  vehicleMakes,
  vehicleModels,
  vehicleModifications,
  vehicles,
} from './vehiclesSchema';

// Demo vehicles: most clients have one to three vehicles with one primary, a few relations are detached
// (one vehicle changed hands, one is shared by two clients), a few plates are foreign and some vehicles corporate.
// Russian insurers with their externalIds, an insurers' catalogue that differs a little from ours (one new, one
// renamed, one gone), and policies, active and expired. The first client (Иванов Иван Иванович, +79161234567) has
// two vehicles and a detached third one.

const DAY = 86_400_000;

/** [name, externalId]: ours. The catalogue drops ins-011, renames ins-010 and adds ins-012. */
const INSURERS: [string, string | null][] = [
  ['Ингосстрах', 'ins-001'],
  ['РЕСО-Гарантия', 'ins-002'],
  ['АльфаСтрахование', 'ins-003'],
  ['Согласие', 'ins-004'],
  ['ВСК', 'ins-005'],
  ['Ренессанс Страхование', 'ins-006'],
  ['СОГАЗ', 'ins-007'],
  ['Росгосстрах', 'ins-008'],
  ['Зетта Страхование', 'ins-009'],
  ['Тинькофф Страхование', 'ins-010'],
  ['Энергогарант', 'ins-011'],
  ['МАКС', null],
];
const CATALOG: [string, string][] = [
  ...INSURERS.flatMap(([name, externalId]): [string, string][] =>
    externalId === null || externalId === 'ins-011'
      ? []
      : [[externalId === 'ins-010' ? 'Т-Страхование' : name, externalId]],
  ),
  ['Сбербанк Страхование', 'ins-012'],
];

/** Popular pairs of make and model: the demo's vehicles are taken from these, in turn. */
const PICKS: [make: string, model: string][] = [
  ['Kia', 'Rio'],
  ['Toyota', 'Camry'],
  ['Lada', 'Granta'],
  ['Hyundai', 'Solaris'],
  ['Lada', 'Vesta'],
  ['Volkswagen', 'Polo'],
  ['Skoda', 'Octavia'],
  ['Hyundai', 'Creta'],
  ['Renault', 'Duster'],
  ['Kia', 'Sportage'],
  ['Chery', 'Tiggo 7 Pro Max'],
  ['Haval', 'Jolion'],
  ['Toyota', 'RAV4'],
  ['Renault', 'Logan'],
  ['Geely', 'Coolray'],
  ['Nissan', 'Qashqai'],
  ['Mazda', 'CX-5'],
  ['BMW', 'X5'],
  ['Mercedes-Benz', 'E-Класс'],
  ['Lada', 'Niva Legend'],
  ['УАЗ', 'Patriot'],
  ['ГАЗ', 'ГАЗель Next'],
  ['Mitsubishi', 'Outlander'],
  ['Audi', 'A6'],
];

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const REGIONS = ['77', '97', '177', '199', '799', '50', '750', '78', '178', '16', '116', '66', '96', '52'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const FOREIGN_PLATES = ['1234 AB-7', '777 ABA 02', '35 LL 123'];

const letter = (n: number) => PLATE_LETTERS[n % PLATE_LETTERS.length];
const plate = (k: number) =>
  `${letter(k * 5 + 1)}${String(101 + ((k * 137) % 899)).padStart(3, '0')}${letter(k * 3 + 2)}${letter(k * 7 + 4)}${REGIONS[k % REGIONS.length]}`;
const vin = (k: number, wmi: string) =>
  wmi + Array.from({ length: 14 }, (_, i) => VIN_CHARS[(k * 31 + i * 17 + k * i) % VIN_CHARS.length]).join('');
const sts = (k: number) =>
  `${REGIONS[k % 4].slice(0, 2)}${letter(k + 3)}${letter(k + 8)}${String(100_000 + ((k * 7919) % 900_000))}`;
const pts = (k: number) =>
  k % 3 === 0
    ? `1643010${String(10_000_000 + k * 7_654_321).slice(0, 8)}`
    : `${REGIONS[(k + 1) % 4].slice(0, 2)}${letter(k + 5)}${letter(k + 9)}${String(200_000 + ((k * 4271) % 700_000))}`;

const WMI: Record<string, string> = {
  Lada: 'XTA',
  Kia: 'XWE',
  Hyundai: 'Z94',
  Toyota: 'JTN',
  Volkswagen: 'XW8',
  Skoda: 'XW8',
  Renault: 'X7L',
  Nissan: 'Z8N',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Audi: 'WAU',
  Mazda: 'JMZ',
  Mitsubishi: 'Z8T',
  Chery: 'LVV',
  Haval: 'XZG',
  Geely: 'Y4K',
  УАЗ: 'XTT',
  ГАЗ: 'X96',
};

interface Pick {
  makeId: number;
  modelId: number;
  generationId: number;
  modificationId: number;
  make: string;
  year: number;
}

/** Every pick resolved against the catalogue: its newest generation and one of that generation's modifications. */
async function resolvePicks(tx: Parameters<DemoSeed>[0], year: number): Promise<Pick[]> {
  const picks: Pick[] = [];
  for (const [i, [makeTitle, modelTitle]] of PICKS.entries()) {
    const [row] = await tx
      .select({ makeId: vehicleMakes.id, modelId: vehicleModels.id })
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
      .where(
        and(eq(vehicleMakes.title, makeTitle), eq(vehicleModels.title, modelTitle), isNull(vehicleModels.deletedDate)),
      );
    if (!row) continue;
    const generations = await tx
      .select()
      .from(vehicleGenerations)
      .where(eq(vehicleGenerations.modelId, row.modelId))
      .orderBy(asc(vehicleGenerations.yearFrom));
    // The newest generation, or the one before it for every other pick.
    const generation = generations[Math.max(0, generations.length - 1 - (i % 2))];
    if (!generation) continue;
    const modifications = await tx
      .select()
      .from(vehicleModifications)
      .where(eq(vehicleModifications.generationId, generation.id))
      .orderBy(asc(vehicleModifications.id));
    const modification = modifications[i % modifications.length];
    const from = generation.yearFrom ?? year - 5;
    const to = Math.min(generation.yearTo ?? year, year);
    picks.push({
      ...row,
      generationId: generation.id,
      modificationId: modification.id,
      make: makeTitle,
      year: from + (i % Math.max(1, to - from + 1)),
    });
  }
  return picks;
}

export const seedVehiclesDemo: DemoSeed = async (tx, ctx) => {
  // The catalogue is product data: loaded at start anyway, and here when the demo comes first.
  await loadVehicleCatalog(tx);
  const now = ctx.now;
  const companies = await tx
    .insert(insuranceCompanies)
    .values(INSURERS.map(([name, externalId], i) => ({ name, externalId, createdAt: new Date(now - (400 - i) * DAY) })))
    .returning({ id: insuranceCompanies.id, name: insuranceCompanies.name });
  await tx
    .insert(insuranceCompanyCatalog)
    .values(CATALOG.map(([name, externalId]) => ({ name, externalId, receivedAt: new Date(now - DAY) })));
  // Policies are written with the insurers still in the catalogue (Энергогарант is on its way out, but some old
  // policies keep it).
  const insurerIds = companies.map((c) => c.id);

  const people = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(isNull(clients.deletedDate))
    .orderBy(asc(clients.id));
  if (people.length === 0) return;
  const picks = await resolvePicks(tx, new Date(now).getFullYear());
  if (picks.length === 0) return;

  type VehicleRow = typeof vehicles.$inferInsert;
  const vehicleRows: VehicleRow[] = [];
  /** For each vehicle: [client index, detached days ago or null]. A client's first live vehicle is the primary one. */
  const owners: [number, number | null][][] = [];
  let k = 0;
  const addVehicle = (
    ownerList: [number, number | null][],
    options: { foreign?: string; corporate?: boolean; noVin?: boolean } = {},
  ) => {
    const pick = picks[k % picks.length];
    vehicleRows.push({
      makeId: pick.makeId,
      modelId: pick.modelId,
      generationId: pick.generationId,
      modificationId: k % 5 === 4 ? null : pick.modificationId,
      number: options.foreign ?? plate(k),
      foreign: Boolean(options.foreign),
      vin: options.noVin ? null : vin(k, WMI[pick.make] ?? 'XTA'),
      stsNumber: options.foreign ? null : sts(k),
      ptsNumber: options.foreign || k % 4 === 3 ? null : pts(k),
      yearOfIssue: pick.year,
      isCorporate: Boolean(options.corporate),
      createdAt: new Date(now - (300 - k * 2) * DAY),
    });
    owners.push(ownerList);
    k += 1;
  };

  // The first client: two live vehicles (the Rio primary) and a Granta sold to the second client 40 days ago.
  addVehicle([[0, null]]);
  addVehicle([[0, null]]);
  addVehicle([
    [0, 40],
    [Math.min(1, people.length - 1), null],
  ]);
  let foreignLeft = FOREIGN_PLATES.length;
  for (let i = 1; i < people.length; i += 1) {
    if (i % 7 === 6) continue; // a few clients without vehicles
    const count = 1 + (i % 3);
    for (let j = 0; j < count; j += 1) {
      const detached = i % 5 === 0 && j === count - 1 && count > 1 ? 10 + i : null;
      // The vehicle of client 3 is shared with client 4 (a family car).
      const list: [number, number | null][] = [[i, detached]];
      if (i === 3 && j === 0 && people.length > 4) list.push([4, null]);
      const foreign =
        i % 9 === 4 && j === 0 && foreignLeft > 0 ? FOREIGN_PLATES[FOREIGN_PLATES.length - foreignLeft--] : undefined;
      addVehicle(list, { foreign, corporate: i % 11 === 8 && j === 0, noVin: (i + j) % 6 === 5 });
    }
  }

  const inserted = await tx
    .insert(vehicles)
    .values(vehicleRows)
    .returning({ id: vehicles.id, createdAt: vehicles.createdAt });
  const relations: (typeof clientVehicles.$inferInsert)[] = [];
  const primaryTaken = new Set<number>();
  inserted.forEach((vehicle, v) => {
    for (const [index, detachedDaysAgo] of owners[v]) {
      const clientId = people[index].id;
      const live = detachedDaysAgo === null;
      const isPrimary = live && !primaryTaken.has(clientId);
      if (isPrimary) primaryTaken.add(clientId);
      relations.push({
        clientId,
        vehicleId: vehicle.id,
        primary: isPrimary,
        createdAt: vehicle.createdAt,
        deletedDate: live ? null : new Date(now - detachedDaysAgo * DAY),
      });
    }
  });
  await tx.insert(clientVehicles).values(relations);

  // Policies: an ОСАГО on most vehicles (active, or expired a while ago), a КАСКО on some, a ДСАГО on a few.
  const policies: (typeof vehicleInsurances.$inferInsert)[] = [];
  inserted.forEach((vehicle, v) => {
    if (v % 8 === 7) return;
    const expired = v % 4 === 1;
    const start = expired ? now - (420 + v) * DAY : now - ((v * 23) % 300) * DAY - DAY;
    policies.push({
      vehicleId: vehicle.id,
      insuranceTypeRefValueId: REF_VALUE_IDS.insuranceOsago,
      insuranceCompanyId: insurerIds[v % insurerIds.length],
      insuranceNumber: `ХХХ ${String(300_000_000 + v * 7_777_777).slice(0, 10)}`,
      startDate: new Date(start),
      expirationDate: new Date(start + 365 * DAY - DAY),
    });
    if (v % 3 === 1) {
      const kaskoStart = now - ((v * 11) % 200) * DAY - DAY;
      policies.push({
        vehicleId: vehicle.id,
        insuranceTypeRefValueId: REF_VALUE_IDS.insuranceKasko,
        insuranceCompanyId: insurerIds[(v + 3) % insurerIds.length],
        insuranceNumber: `КАСКО-${String(100_000 + v * 97)}`,
        startDate: new Date(kaskoStart),
        expirationDate: new Date(kaskoStart + 365 * DAY - DAY),
      });
    }
    if (v % 10 === 5) {
      const dsagoStart = now - 500 * DAY;
      policies.push({
        vehicleId: vehicle.id,
        insuranceTypeRefValueId: REF_VALUE_IDS.insuranceDsago,
        insuranceCompanyId: insurerIds[(v + 5) % insurerIds.length],
        insuranceNumber: `ДСАГО-${String(50_000 + v * 31)}`,
        startDate: new Date(dsagoStart),
        expirationDate: new Date(dsagoStart + 365 * DAY - DAY),
      });
    }
  });
  if (policies.length > 0) await tx.insert(vehicleInsurances).values(policies);
};
