import type { ComponentType } from 'react';
import { SERVICE_IDS } from '../../../../shared/constants';
import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import type { OrderEntity } from '../../../../shared/schemas/orders/orderEntity';
import type { OrderSectionProps } from './orderSectionProps';
import { ChecklistSection } from './sections/ChecklistSection';
import { CommentsSection } from './sections/CommentsSection';
import { CommunicationsSection } from './sections/CommunicationsSection';
import { DamagedItemsSection } from './sections/DamagedItemsSection';
import { DispatchSection } from './sections/DispatchSection';
import { DocumentsPrintSection } from './sections/DocumentsPrintSection';
import { DocumentsSection } from './sections/DocumentsSection';
import { ExecutorsSection } from './sections/ExecutorsSection';
import { HistorySection } from './sections/HistorySection';
import { InvoicesSection } from './sections/InvoicesSection';
import { LinkedOrdersSection } from './sections/LinkedOrdersSection';
import { OfficeDaySection } from './sections/OfficeDaySection';
import { PhotosSection } from './sections/PhotosSection';
import { ResponsiblesSection } from './sections/ResponsiblesSection';
import { TireDefectsSection } from './sections/TireDefectsSection';
import { TireStorageSection } from './sections/TireStorageSection';

export interface OrderCardSection {
  /** ?tab= value. */
  value: string;
  label: string;
  /** Shown only with this operation key (available). */
  operation?: string;
  /** Shown only for these services. */
  services?: readonly number[];
  /** Shown only for the orders this accepts (what the order holds, not who looks). */
  shownFor?: (order: OrderEntity) => boolean;
  Component: ComponentType<OrderSectionProps>;
}

const TYRE_SERVICES = [SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage] as const;

/** The order card's sections after its main form, in this order. */
export const ORDER_CARD_SECTIONS: OrderCardSection[] = [
  { value: 'comments', label: 'Комментарии', operation: WIDGET_KEYS.orderComments, Component: CommentsSection },
  { value: 'invoices', label: 'Счета', operation: WIDGET_KEYS.orderInvoices, Component: InvoicesSection },
  { value: 'checklist', label: 'Чек-лист', operation: WIDGET_KEYS.orderChecklist, Component: ChecklistSection },
  { value: 'photos', label: 'Фото и видео', operation: WIDGET_KEYS.orderPhotos, Component: PhotosSection },
  { value: 'executors', label: 'Исполнители', operation: WIDGET_KEYS.orderExecutors, Component: ExecutorsSection },
  { value: 'documents', label: 'Документы', operation: WIDGET_KEYS.orderDocuments, Component: DocumentsSection },
  {
    value: 'communications',
    label: 'Коммуникации',
    operation: WIDGET_KEYS.orderCommunications,
    Component: CommunicationsSection,
  },
  {
    value: 'defects',
    label: 'Дефекты шин',
    operation: WIDGET_KEYS.tireDefects,
    services: TYRE_SERVICES,
    Component: TireDefectsSection,
  },
  {
    value: 'storage',
    label: 'Хранение шин',
    operation: WIDGET_KEYS.tireStorage,
    services: TYRE_SERVICES,
    Component: TireStorageSection,
  },
  {
    value: 'damaged',
    label: 'Повреждённое имущество',
    operation: WIDGET_KEYS.orderDamagedItems,
    Component: DamagedItemsSection,
  },
  {
    value: 'responsibles',
    label: 'Ответственные',
    operation: WIDGET_KEYS.orderResponsibles,
    Component: ResponsiblesSection,
  },
  { value: 'linked', label: 'Связанные заявки', Component: LinkedOrdersSection },
  {
    value: 'print',
    label: 'Печать и подписание',
    operation: WIDGET_KEYS.orderDocuments,
    Component: DocumentsPrintSection,
  },
  {
    value: 'dispatch',
    label: 'Поиск партнёра',
    operation: WIDGET_KEYS.orderDispatch,
    services: [SERVICE_IDS.evacuation, SERVICE_IDS.tAvarcom],
    Component: DispatchSection,
  },
  {
    value: 'schedule',
    label: 'Расписание офиса',
    shownFor: (order) => order.officeId !== null,
    Component: OfficeDaySection,
  },
  { value: 'history', label: 'История', Component: HistorySection },
];
