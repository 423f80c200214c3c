import { WIDGET_KEYS } from '../../shared/operationKeys';
import { SCREENS } from '../../shared/screens';

const WIDGET_NAMES: Record<string, string> = {
  [WIDGET_KEYS.lastEvents]: 'Рабочий стол: последние события',
  [WIDGET_KEYS.notifications]: 'Рабочий стол: история уведомлений',
  [WIDGET_KEYS.vehicle]: 'Автомобили клиента',
  [WIDGET_KEYS.vehicleNumber]: 'Редактирование госномера',
  [WIDGET_KEYS.client]: 'Клиенты',
  [WIDGET_KEYS.clientEmail]: 'Редактирование e-mail клиента',
  [WIDGET_KEYS.personFindByName]: 'Поиск клиента по имени',
  [WIDGET_KEYS.carmenMakes]: 'Соответствие марок Carmen',
  [WIDGET_KEYS.insurancePolicies]: 'Страховые полисы автомобиля',
  [WIDGET_KEYS.personalData]: 'Карточка клиента: личные данные',
  [WIDGET_KEYS.contactDetail]: 'Карточка клиента: контакты',
  [WIDGET_KEYS.orderBlock]: 'Заявка: блокировка',
  [WIDGET_KEYS.orderMoveService]: 'Заявка: перенос в другой сервис',
  [WIDGET_KEYS.orderComments]: 'Заявка: комментарии',
  [WIDGET_KEYS.orderChecklist]: 'Заявка: чек-лист',
  [WIDGET_KEYS.orderPhotos]: 'Заявка: фото и видео',
  [WIDGET_KEYS.orderExecutors]: 'Заявка: исполнители',
  [WIDGET_KEYS.orderDocuments]: 'Заявка: документы',
  [WIDGET_KEYS.orderCommunications]: 'Заявка: коммуникации',
  [WIDGET_KEYS.orderResponsibles]: 'Заявка: ответственные',
  [WIDGET_KEYS.orderDamagedItems]: 'Заявка: повреждённое имущество',
  [WIDGET_KEYS.tireDefects]: 'Дефекты шин',
  [WIDGET_KEYS.tireStorage]: 'Хранение шин',
  [WIDGET_KEYS.tireCatalog]: 'Справочник шин',
  [WIDGET_KEYS.orderInvoices]: 'Заявка: счета',
  [WIDGET_KEYS.orderInvoicePayments]: 'Заявка: оплата счетов',
  [WIDGET_KEYS.orderDispatch]: 'Эвакуация: поиск партнёра',
  [WIDGET_KEYS.orderOffers]: 'Предложения заявок партнёру',
  [WIDGET_KEYS.partnerPriorities]: 'Приоритеты партнёров',
  [WIDGET_KEYS.debugMachines]: 'Инспектор машин состояний',
};

/** The Russian name of an operation: its widget's name, else the title of the first screen it guards. */
export function operationName(key: string): string {
  return WIDGET_NAMES[key] ?? SCREENS.find((s) => s.operation === key)?.title ?? key;
}
