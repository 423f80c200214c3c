import { SERVICE_IDS } from '../../shared/constants';
import { REF_VALUE_IDS } from '../../shared/referenceIds';

// What a demo order of each service says: its description, its cost and its own fields (order_fields of migration
// 0004). `k` varies the values from order to order; nothing here is random, so every demo database is the same.

const pick = <T>(list: readonly T[], k: number) => list[k % list.length];

export const ADDRESSES = [
  'Москва, ул. Тверская, д. 15',
  'Москва, Ленинский пр-т, д. 64',
  'Москва, МКАД 41-й км, внешняя сторона',
  'Москва, Варшавское ш., д. 118',
  'Москва, ул. Профсоюзная, д. 56',
  'Санкт-Петербург, Невский пр-т, д. 88',
  'Санкт-Петербург, пр-т Стачек, д. 47',
  'Санкт-Петербург, КАД 23-й км',
  'Казань, ул. Баумана, д. 19',
  'Казань, пр-т Победы, д. 141',
];

/** [cost from, step]: realistic prices in roubles per service. */
const PRICES: Record<number, [number, number]> = {
  [SERVICE_IDS.evacuation]: [3_500, 450],
  [SERVICE_IDS.techHelp]: [1_500, 250],
  [SERVICE_IDS.tireFitting]: [2_400, 400],
  [SERVICE_IDS.tireStorage]: [4_000, 500],
  [SERVICE_IDS.carService]: [3_200, 1_350],
  [SERVICE_IDS.serviceOffice]: [1_200, 300],
  [SERVICE_IDS.avarcom]: [2_500, 300],
  [SERVICE_IDS.lossAdjustment]: [0, 0],
  [SERVICE_IDS.tAvarcom]: [3_000, 250],
  [SERVICE_IDS.realty]: [5_000, 500],
};

export const costOf = (serviceId: number, k: number) => {
  const [from, step] = PRICES[serviceId];
  return from + step * (k % 9) + (k % 2) * 50;
};

const DESCRIPTIONS: Record<number, readonly string[]> = {
  [SERVICE_IDS.evacuation]: [
    'ДТП, автомобиль не на ходу',
    'Не заводится, нужна эвакуация в сервис',
    'Пробито колесо, запаски нет',
  ],
  [SERVICE_IDS.techHelp]: ['Разряжен аккумулятор', 'Закончилось топливо', 'Спущено колесо, нужна замена'],
  [SERVICE_IDS.tireFitting]: ['Сезонная замена шин', 'Шиномонтаж с балансировкой', 'Замена шин на дисках'],
  [SERVICE_IDS.tireStorage]: ['Сезонное хранение шин', 'Хранение комплекта колёс', 'Хранение дисков'],
  [SERVICE_IDS.carService]: ['Плановое ТО', 'Стучит подвеска спереди', 'Замена тормозных колодок'],
  [SERVICE_IDS.serviceOffice]: ['Консультация в офисе', 'Подписание документов', 'Выдача полиса'],
  [SERVICE_IDS.avarcom]: ['ДТП с двумя участниками, нужен аварийный комиссар', 'Оформление ДТП на парковке'],
  [SERVICE_IDS.lossAdjustment]: ['Урегулирование по ОСАГО', 'Урегулирование по КАСКО, повреждён бампер'],
  [SERVICE_IDS.tAvarcom]: ['ДТП клиента банка-партнёра', 'Выезд комиссара по заявке банка'],
  [SERVICE_IDS.realty]: ['Осмотр квартиры после залива', 'Осмотр дачного дома перед страхованием'],
};

export const descriptionOf = (serviceId: number, k: number) => pick(DESCRIPTIONS[serviceId], k);

export interface DemoTireModel {
  id: number;
  brandId: number;
}

/** The tyre columns of a tyre order: what is stored, tyres on the front axle (and the rear on some), rims. */
export function tyreColumnsOf(k: number, models: DemoTireModel[]) {
  const stored = pick([REF_VALUE_IDS.storedTyres, REF_VALUE_IDS.storedWheelSet, REF_VALUE_IDS.storedRims], k);
  const axle = (n: number) => {
    const model = pick(models, n);
    return {
      brandId: model.brandId,
      modelId: model.id,
      width: pick([175, 185, 195, 205, 215, 225], n),
      height: pick([55, 60, 65, 70], n),
    };
  };
  const showRear = k % 4 === 3;
  return {
    storedObjectRefValueId: stored,
    tires:
      stored === REF_VALUE_IDS.storedRims
        ? null
        : { front: axle(k), ...(showRear ? { rear: axle(k + 5) } : {}), showRear },
    rims:
      stored === REF_VALUE_IDS.storedTyres
        ? null
        : { typeRefValueId: pick([9151, 9152, 9153], k), isOriginal: k % 3 !== 0 },
  };
}

type Values = Record<string, string | number | boolean | null>;
type RefValues = Record<string, number | null>;

/** The service's own fields: specificValues and specificRefValues. */
export function fieldsOf(serviceId: number, k: number): { specificValues: Values; specificRefValues: RefValues } {
  const diameter = pick([9183, 9184, 9185, 9186, 9187], k);
  switch (serviceId) {
    case SERVICE_IDS.evacuation:
      return {
        specificValues: {
          destinationAddress: pick(
            [
              'Москва, ул. Обручева, д. 30 (дилерский центр)',
              'Санкт-Петербург, ул. Салова, д. 61',
              'Казань, ул. Тэцевская, д. 4',
            ],
            k,
          ),
        },
        specificRefValues: {
          evacuationReason: pick([9161, 9162, 9163], k),
          wheelLock: pick([9171, 9172, 9173, 9174], k),
        },
      };
    case SERVICE_IDS.techHelp:
      return { specificValues: { problem: descriptionOf(serviceId, k + 1) }, specificRefValues: {} };
    case SERVICE_IDS.tireFitting:
      return { specificValues: { tireCount: 4 }, specificRefValues: { diameterWheel: diameter } };
    case SERVICE_IDS.tireStorage:
      return {
        specificValues: {
          tireCount: k % 5 === 0 ? 2 : 4,
          storagePlace: `Стеллаж ${pick(['A', 'B', 'C'], k)}-${10 + (k % 30)}`,
        },
        specificRefValues: { diameterWheel: diameter },
      };
    case SERVICE_IDS.carService:
    case SERVICE_IDS.serviceOffice:
      return {
        specificValues: { workType: pick(['Замена масла', 'ТО-2', 'Диагностика подвески', 'Замена колодок'], k) },
        specificRefValues: {},
      };
    case SERVICE_IDS.avarcom:
      return { specificValues: { participantsCount: 2 + (k % 2), europrotocol: k % 2 === 0 }, specificRefValues: {} };
    case SERVICE_IDS.lossAdjustment:
      return {
        specificValues: {
          lossNumber: `У-2025-${String(1_000 + k * 37).padStart(6, '0')}`,
          insuranceCompany: pick(['Ингосстрах', 'РЕСО-Гарантия', 'СОГАЗ'], k),
          damageAmount: 25_000 + k * 1_750,
        },
        specificRefValues: {},
      };
    case SERVICE_IDS.tAvarcom:
      return {
        specificValues: { bankName: pick(['Т-Банк', 'Банк «Открытие»'], k), evacuationNeeded: k % 3 === 0 },
        specificRefValues: {},
      };
    case SERVICE_IDS.realty:
      return { specificValues: { objectAddress: pick(ADDRESSES, k + 3) }, specificRefValues: {} };
    default:
      return { specificValues: {}, specificRefValues: {} };
  }
}
