import { SERVICE_IDS } from '../../shared/constants';
import type { DemoSeed } from '../db/demoContext';
import { banners, reviews, seoBlogs } from './contentSchema';

// The site's demo content: blog posts of tyre fitting (one a draft, one deleted), reviews of tyre fitting and tyre
// storage with different ratings (one deleted), and three banners, two of them published.

const DAY = 86_400_000;

export const seedContentDemo: DemoSeed = async (tx, ctx) => {
  const at = (daysAgo: number) => new Date(ctx.now - daysAgo * DAY);
  const author = ctx.userIds.admin;
  await tx.insert(seoBlogs).values([
    {
      serviceId: SERVICE_IDS.tireFitting,
      title: 'Когда менять летние шины на зимние',
      slug: 'kogda-menyat-shiny',
      annotation: 'Температура, сроки и почему не стоит ждать первого снега.',
      content:
        '<h2>Правило +7 °C</h2><p>Как только среднесуточная температура опускается ниже <strong>+7 °C</strong>, летняя резина дубеет.</p><ul><li>Запишитесь заранее</li><li>Проверьте глубину протектора</li></ul>',
      publishedAt: at(20),
      createdByUserId: author,
      createdAt: at(21),
      updatedAt: at(20),
    },
    {
      serviceId: SERVICE_IDS.tireFitting,
      title: 'Балансировка: зачем она нужна',
      slug: 'zachem-balansirovka',
      annotation: 'Вибрация руля — первый признак.',
      content: '<p>Несбалансированное колесо изнашивает подвеску и шины. Балансировку делают при каждой смене шин.</p>',
      publishedAt: at(10),
      createdByUserId: author,
      createdAt: at(11),
      updatedAt: at(10),
    },
    {
      serviceId: SERVICE_IDS.tireStorage,
      title: 'Как мы храним ваши шины (черновик)',
      slug: 'kak-hranim-shiny',
      annotation: 'Стеллажи, температура и чехлы.',
      content: '<p>Черновик: дополнить фотографиями склада.</p>',
      publishedAt: null,
      createdByUserId: author,
      createdAt: at(3),
      updatedAt: at(3),
    },
    {
      serviceId: SERVICE_IDS.tireFitting,
      title: 'Акция прошлого сезона',
      slug: 'akciya-proshlogo-sezona',
      annotation: 'Снята с сайта.',
      content: '<p>Скидка 20 % на шиномонтаж до конца октября.</p>',
      publishedAt: at(200),
      createdByUserId: author,
      createdAt: at(201),
      updatedAt: at(200),
      deletedDate: at(150),
    },
  ]);
  await tx.insert(reviews).values([
    {
      serviceId: SERVICE_IDS.tireFitting,
      authorName: 'Ирина С.',
      rating: 5,
      text: '<p>Переобули за 20 минут, без записи и очереди. <strong>Спасибо!</strong></p>',
      reviewDate: at(4),
    },
    {
      serviceId: SERVICE_IDS.tireFitting,
      authorName: 'Алексей П.',
      rating: 3,
      text: '<p>Сделали хорошо, но пришлось подождать лишние полчаса.</p>',
      reviewDate: at(12),
    },
    {
      serviceId: SERVICE_IDS.tireStorage,
      authorName: 'Марина К.',
      rating: 4,
      text: '<p>Шины вернули чистыми и в чехлах. Хотелось бы напоминание по SMS.</p>',
      reviewDate: at(30),
    },
    {
      serviceId: SERVICE_IDS.tireStorage,
      authorName: 'Спам',
      rating: 1,
      text: '<p>Реклама постороннего сайта.</p>',
      reviewDate: at(40),
      deletedDate: at(39),
    },
  ]);
  await tx.insert(banners).values([
    {
      title: 'Зимний шиномонтаж со скидкой',
      imageUrl: '/img/banners/winter.jpg',
      link: '/shinomontazh',
      content: '<h2>−15 % на шиномонтаж</h2><p>До 31 декабря по промокоду <strong>ЗИМА2026</strong>.</p>',
      sort: 10,
      activated: true,
    },
    {
      title: 'Сезонное хранение шин',
      imageUrl: 'https://static.demo.ru/banners/storage.jpg',
      link: '/hranenie-shin',
      content: '<p>Храним шины в тёплом складе, забираем и привозим сами.</p>',
      sort: 20,
      activated: true,
    },
    {
      title: 'Эвакуатор 24/7 (готовится)',
      imageUrl: '/img/banners/evacuation.jpg',
      link: null,
      content: '<p>Приедем за 40 минут в пределах города.</p>',
      sort: 30,
      activated: false,
    },
  ]);
};
