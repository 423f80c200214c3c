// Every screen route with its Russian title, its operation key and its place in the side menu. Where the
// requirements name a screen's key it is used as named; every other screen has a key of its own here.

export type MenuGroup = 'top' | 'orders' | 'vzr' | 'reference' | 'schedule' | 'reports' | 'misc';

export interface ScreenDef {
  path: string;
  title: string;
  /** Operation key the route needs (flag 'available'); undefined means a token is enough. */
  operation?: string;
  /** Shown in the side menu under this group; screens with parameters never are. */
  menu?: MenuGroup;
}

export const MENU_GROUP_TITLES: Record<Exclude<MenuGroup, 'top'>, string> = {
  orders: 'Заявки',
  vzr: 'Страхование ВЗР',
  reference: 'Справочники',
  schedule: 'Расписание',
  reports: 'Отчёты',
  misc: 'Прочее',
};

const s = (path: string, title: string, operation?: string, menu?: MenuGroup): ScreenDef => ({
  path,
  title,
  operation,
  menu,
});

export const SCREENS: ScreenDef[] = [
  s('/', 'Рабочий стол'),
  // Clients and vehicles
  s('/client/search', 'Поиск клиента', 'reference.person.card', 'top'),
  s('/client', 'Поиск клиента', 'reference.person.card'),
  s('/client/:id/', 'Карточка клиента', 'reference.person.card'),
  s('/vehicle/search', 'Поиск автомобиля', 'reference.vehicle.findByNumber', 'top'),
  s('/vehicle', 'Поиск автомобиля', 'reference.vehicle.findByNumber'),
  s('/vehicle/:id/', 'Карточка автомобиля', 'reference.vehicle.findByNumber'),
  // Orders
  s('/orders', 'Активные заявки', 'orders.active', 'orders'),
  s('/orders/archive', 'Архив заявок', 'orders.archive', 'orders'),
  s('/orders/create/', 'Создание заявки', 'orders.create', 'orders'),
  s('/orders/find/by/values', 'Поиск заявок по значениям', 'orders.find.by.values', 'orders'),
  s('/orders/evacuator', 'Заявки на эвакуацию', 'orders.evacuator', 'orders'),
  s('/orders/evacuator/:code', 'Заявка на эвакуацию', 'orders.evacuator'),
  s('/evacuator/orders', 'Заявки эвакуаторщика', 'evacuator.orders', 'orders'),
  s('/avarcom/orders', 'Заявки аварийных комиссаров', 'avarcom.orders', 'orders'),
  s('/tavarcom/orders', 'Заявки аварийных комиссаров банка', 'tavarcom.orders', 'orders'),
  s('/tavarcom/orders/evacuation', 'Эвакуации банка-партнёра', 'tavarcom.orders.evacuation', 'orders'),
  s('/tire/fitting/order', 'Новая заявка на шиномонтаж', 'tire.fitting.order', 'orders'),
  s('/tire/fitting/order/:code', 'Заявка на шиномонтаж', 'tire.fitting.order'),
  s('/tire/fitting', 'Шиномонтаж', 'tire.fitting', 'orders'),
  s('/car/park', 'Автопарк партнёра', 'car.park', 'orders'),
  s('/loss/adjustment/order', 'Новая заявка на урегулирование', 'loss.adjustment.order', 'orders'),
  s('/loss/adjustment/order/:code', 'Заявка на урегулирование', 'loss.adjustment.order'),
  s('/loss/adjustment', 'Урегулирование убытков', 'loss.adjustment', 'orders'),
  s('/contacts/expired', 'Просроченные коммуникации', 'contacts.expired', 'orders'),
  s('/contacts/expired/:code/:type', 'Контакты территории', 'contacts.expired'),
  s('/orders/:code', 'Заявка', 'orders.view'),
  s('/orders/:code/:command', 'Заявка', 'orders.view'),
  // Travel insurance
  s('/vzr/policies', 'Полисы ВЗР', 'vzr.policies', 'vzr'),
  s('/vzr/policies/create', 'Новый полис ВЗР', 'vzr.policies'),
  s('/vzr/policies/:id/', 'Полис ВЗР', 'vzr.policies'),
  s('/vzr/payments', 'Платежи ВЗР', 'vzr.payments', 'vzr'),
  s('/vzr/payments/create', 'Новый платёж ВЗР', 'vzr.payments'),
  s('/vzr/payments/:id/', 'Платёж ВЗР', 'vzr.payments'),
  s('/vzr/promocodes', 'Промокоды ВЗР', 'vzr.promocodes', 'vzr'),
  s('/vzr/promocodes/create', 'Новый промокод ВЗР', 'vzr.promocodes'),
  s('/vzr/promocodes/:id/', 'Промокод ВЗР', 'vzr.promocodes'),
  // Reference books and administration
  s('/partners', 'Партнёры', 'partners', 'reference'),
  s('/partners/create', 'Новый партнёр', 'partners'),
  s('/partners/legal', 'Юридические лица', 'partners.legal', 'reference'),
  s('/partners/legal/create/:partnerId', 'Новое юридическое лицо', 'partners.legal'),
  s('/partners/legal/:partnerLegalId', 'Юридическое лицо', 'partners.legal'),
  s('/partners/:code', 'Партнёр', 'partners'),
  s('/divisions', 'Подразделения', 'divisions', 'reference'),
  s('/insurance', 'Страховые компании', 'insurance', 'reference'),
  s('/insurance/changes', 'Изменения страховых компаний', 'insurance.changes', 'reference'),
  s('/users', 'Пользователи', 'users', 'reference'),
  s('/users/online', 'Сотрудники онлайн', 'users.online', 'misc'),
  s('/users/:code', 'Пользователь', 'users'),
  s('/services', 'Услуги', 'services', 'reference'),
  s('/positions', 'Номенклатура', 'positions', 'reference'),
  s('/pricelists', 'Прайс-листы', 'pricelists', 'reference'),
  s('/pricelists/:priceListId/', 'Прайс-лист', 'pricelists'),
  s('/roles', 'Роли', 'roles', 'reference'),
  s('/roles/edit/:role', 'Редактирование роли', 'roles'),
  s('/operations', 'Операции', 'operations', 'reference'),
  s('/permissions', 'Права ролей и пользователей', 'permissions', 'reference'),
  s('/partner/permissions', 'Права партнёров', 'partner.permissions', 'reference'),
  s('/operations/permissions', 'Права по операциям', 'operations.permissions', 'reference'),
  s('/operations/permissions/:id', 'Права операции', 'operations.permissions'),
  s('/audit', 'Журнал изменений', 'audit.journal', 'reference'),
  s('/universalreference', 'Универсальный справочник', 'universalreference', 'reference'),
  s('/vehicle/changes', 'Изменения каталога автомобилей', 'vehicle.changes', 'reference'),
  s('/vehicle/changes/:group/', 'Изменения каталога: группа', 'vehicle.changes'),
  s('/vehicle/carmen-compat/', 'Соответствие марок Carmen', 'reference.carmen.makes', 'reference'),
  s('/carmen/users/', 'Сотрудники Carmen', 'carmen.users', 'reference'),
  s('/card/types', 'Типы сервисных карт', 'card.types', 'reference'),
  s('/promo/reference', 'Промоакции', 'promo.reference', 'reference'),
  s('/seo/tree', 'SEO: дерево страниц', 'seo.tree', 'reference'),
  s('/seo/review', 'SEO: отзывы', 'seo.review', 'reference'),
  s('/seo/blog', 'SEO: блог', 'seo.blog', 'reference'),
  s('/seo/banner', 'SEO: баннеры', 'seo.banner', 'reference'),
  s('/tyre/reference', 'Справочник шин', 'tyre.reference', 'reference'),
  s('/qrcodes', 'QR-коды', 'qrcodes', 'reference'),
  // Schedule
  s('/scheduler', 'Расписание: день', 'scheduler.timeline', 'schedule'),
  s('/scheduler/timeline', 'Расписание: лента', 'scheduler.timeline', 'schedule'),
  s('/scheduler/post', 'Посты', 'scheduler.post', 'schedule'),
  s('/scheduler/week', 'Рабочие часы постов', 'scheduler.week', 'schedule'),
  s('/scheduler/halfyear', 'План на полугодие', 'scheduler.halfyear', 'schedule'),
  s('/scheduler/federal', 'Федеральные выходные', 'scheduler.federal', 'schedule'),
  s('/scheduler/deleted', 'Удалённые записи', 'scheduler.deleted', 'schedule'),
  s('/scheduler/tire/transfer', 'Перевозка шин', 'scheduler.tire.transfer', 'schedule'),
  // Reconciliation
  s('/reconciliation', 'Акты сверки', 'reconciliation', 'orders'),
  s('/reconciliation/:reconciliationId/', 'Акт сверки', 'reconciliation'),
  // Reports
  s('/reports/a3paidfine', 'Оплаченные штрафы', 'reports.a3paidfine', 'reports'),
  s('/reports/a3availability', 'Доступность штрафов', 'reports.a3availability', 'reports'),
  s('/reports/client/registration', 'Регистрации клиентов', 'reports.client.registration', 'reports'),
  s('/reports/settlements-with-partners', 'Расчёты с партнёрами', 'reports.settlements', 'reports'),
  s('/reports/reconciliation', 'Отчёт по сверке', 'reports.reconciliation', 'reports'),
  s('/reports/mobile/statistics', 'Статистика мобильного приложения', 'reports.mobile.statistics', 'reports'),
  s('/reports/operator/statistics', 'Статистика операторов', 'reports.operator.statistics', 'reports'),
  s('/reports/mobile/v2', 'Статистика мобильного приложения v2', 'reports.mobile.v2', 'reports'),
  s('/reports/bonuses', 'Бонусы по заявкам', 'reports.bonuses', 'reports'),
  s('/reports/utm/appointments', 'UTM: записи', 'reports.utm.appointments', 'reports'),
  s('/reports/utm/orders', 'UTM: заявки', 'reports.utm.orders', 'reports'),
  s('/reports/evacuator/refusal', 'Отказы эвакуаторов', 'reports.evacuator.refusal', 'reports'),
  s('/reports/t/avarcom', 'Аварийные комиссары банка', 'reports.t.avarcom', 'reports'),
  s('/reports/t/avarcom/evacuation', 'Эвакуации банка', 'reports.t.avarcom.evacuation', 'reports'),
  s('/reports/tbank/check', 'Чеки Т-Банка', 'reports.tbank.check', 'reports'),
  s('/reports/promo/statistics', 'Статистика промоакций', 'reports.promo.statistics', 'reports'),
  s('/reports/bonus/statistics', 'Статистика бонусов', 'reports.bonus.statistics', 'reports'),
  s('/reports/wheels/storage', 'Хранение колёс', 'reports.wheels.storage', 'reports'),
  s('/reports/tyre/service', 'Шиномонтаж', 'reports.tyre.service', 'reports'),
  s('/reports/paid/invoice', 'Оплаченные счета', 'reports.paid.invoice', 'reports'),
  s('/reports/client', 'Клиенты', 'reports.client', 'reports'),
  s('/reports/tyre/changes', 'Перевозки шин', 'reports.tyre.changes', 'reports'),
  s('/reports/scheduler/duration', 'Длительность записей', 'reports.scheduler.duration', 'reports'),
  // Misc
  s('/config/common', 'Общие настройки', 'config.common', 'misc'),
  s('/config/crontask', 'Фоновые задачи', 'config.crontask', 'misc'),
  s('/config/workspace', 'Настройки рабочего места'),
  s('/personal/statistic', 'Статистика'),
  s('/stream/balance', 'Баланс стрима', 'users'),
  s('/websocket/log', 'Журнал веб-сокета', 'websocket.log', 'misc'),
  // Mail the server would have sent when no SMTP_URL is set, so invitations and restores work offline.
  s('/mail/outbox', 'Исходящие письма', 'mail.outbox', 'misc'),
  // A showcase, not a business screen: the shared widgets at work, for supervisors and QA (tables, forms, inputs).
  s('/kit', 'Витрина компонентов', 'debug.machines', 'misc'),
];
