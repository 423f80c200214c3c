import { SERVICE_IDS } from '../../shared/constants';
import type { Tx } from '../db/db';
import type { DemoContext } from '../db/demoContext';
import { seoPageFaqs, seoPages } from './contentSchema';

// Demo SEO trees: two levels for the tyre service and a smaller one for evacuation, with FAQ on some pages.

interface DemoPage {
  title: string;
  slug: string;
  content: string;
  faq?: [question: string, answer: string][];
  children?: DemoPage[];
}

const TYRE_TREE: DemoPage[] = [
  {
    title: 'Шиномонтаж',
    slug: 'shinomontazh',
    content: '<p>Шиномонтаж легковых автомобилей и кроссоверов в удобное время.</p>',
    faq: [
      ['Сколько длится шиномонтаж?', '<p>Обычно <strong>30–40 минут</strong> на четыре колеса.</p>'],
      ['Нужно ли записываться заранее?', '<p>Лучше записаться: в сезон очереди бывают длинными.</p>'],
    ],
    children: [
      {
        title: 'Сезонная смена шин',
        slug: 'sezonnaya-smena',
        content: '<p>Переобуем автомобиль к зиме или к лету.</p>',
        faq: [['Когда менять шины на зимние?', '<p>Когда среднесуточная температура ниже +5 °C.</p>']],
      },
      {
        title: 'Балансировка колёс',
        slug: 'balansirovka',
        content: '<p>Балансировка на современном стенде.</p>',
      },
    ],
  },
  {
    title: 'Хранение шин',
    slug: 'hranenie-shin',
    content: '<p>Сезонное хранение шин и колёс в сборе.</p>',
    faq: [['Сколько стоит хранение?', '<p>Цена зависит от радиуса; <em>мойка колёс</em> включена.</p>']],
    children: [
      {
        title: 'Хранение колёс на дисках',
        slug: 'kolesa-na-diskah',
        content: '<p>Храним колёса в сборе на стеллажах.</p>',
      },
    ],
  },
];

const EVACUATION_TREE: DemoPage[] = [
  {
    title: 'Эвакуатор',
    slug: 'evakuator',
    content: '<p>Эвакуация легковых автомобилей круглосуточно.</p>',
    faq: [['Как быстро приедет эвакуатор?', '<p>В среднем за 40 минут в пределах города.</p>']],
    children: [
      {
        title: 'Эвакуация после ДТП',
        slug: 'posle-dtp',
        content: '<p>Погрузим повреждённый автомобиль и доставим в сервис.</p>',
      },
    ],
  },
];

async function insertLevel(tx: Tx, serviceId: number, pages: DemoPage[], parent: { id: number; path: string } | null) {
  for (const [i, page] of pages.entries()) {
    const path = `${parent?.path ?? ''}/${page.slug}`;
    const [row] = await tx
      .insert(seoPages)
      .values({
        serviceId,
        parentId: parent?.id ?? null,
        title: page.title,
        slug: page.slug,
        path,
        h1: page.title,
        metaTitle: `${page.title} — ${serviceId === SERVICE_IDS.tireFitting ? 'шинный центр' : 'помощь на дороге'}`,
        content: page.content,
        sort: (i + 1) * 10,
      })
      .returning({ id: seoPages.id });
    if (page.faq?.length)
      await tx
        .insert(seoPageFaqs)
        .values(page.faq.map(([question, answer], k) => ({ seoPageId: row.id, question, answer, sort: (k + 1) * 10 })));
    if (page.children) await insertLevel(tx, serviceId, page.children, { id: row.id, path });
  }
}

export async function seedSeoDemo(tx: Tx, _ctx: DemoContext): Promise<void> {
  await insertLevel(tx, SERVICE_IDS.tireFitting, TYRE_TREE, null);
  await insertLevel(tx, SERVICE_IDS.evacuation, EVACUATION_TREE, null);
}
