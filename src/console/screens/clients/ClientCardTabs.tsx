import { Tabs } from '@chakra-ui/react';
import { type ComponentType, useMemo } from 'react';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import { isAllowed } from '../../../shared/permissions';
import type { Client } from '../../../shared/schemas/clients/clientEntity';
import { CardTabs } from '../../components/CardTabs';
import { useTabSearchParam } from '../../components/useTabSearchParam';
import { usePermissions } from '../../session/useSession';
import { ClientForm, type ClientFormSection } from './ClientForm';
import { BonusesTab } from './tabs/BonusesTab';
import type { ClientTabProps } from './tabs/clientTabProps';
import { DocumentsTab } from './tabs/DocumentsTab';
import { InsuranceLossesTab } from './tabs/InsuranceLossesTab';
import { InsuranceTab } from './tabs/InsuranceTab';
import { NotificationHistoryTab } from './tabs/NotificationHistoryTab';
import { OrdersTab } from './tabs/OrdersTab';
import { PromotionsTab } from './tabs/PromotionsTab';
import { ServiceCardsTab } from './tabs/ServiceCardsTab';
import { VehiclesTab } from './tabs/VehiclesTab';

type TabDef = { value: string; label: string; operation?: string } & (
  | { form: ClientFormSection }
  | { Component: ComponentType<ClientTabProps> }
);

/** The client card's tabs, in this order; the two form tabs only with their operation keys. */
export const CLIENT_CARD_TABS: TabDef[] = [
  { value: 'personal', label: 'Личные данные', operation: WIDGET_KEYS.personalData, form: 'personal' },
  { value: 'contact', label: 'Контактные данные', operation: WIDGET_KEYS.contactDetail, form: 'contact' },
  { value: 'vehicles', label: 'Автомобили', Component: VehiclesTab },
  { value: 'documents', label: 'Документы', Component: DocumentsTab },
  { value: 'orders', label: 'Заявки', Component: OrdersTab },
  { value: 'notifications', label: 'История уведомлений', Component: NotificationHistoryTab },
  { value: 'losses', label: 'Убытки клиента', Component: InsuranceLossesTab },
  { value: 'serviceCards', label: 'Сервисные карты', Component: ServiceCardsTab },
  { value: 'bonuses', label: 'Бонусы', Component: BonusesTab },
  { value: 'promotions', label: 'Промоакции', Component: PromotionsTab },
  { value: 'insurance', label: 'Страхование', Component: InsuranceTab },
];

interface Props {
  client: Client;
  onClientChanged: () => void;
  onClientSaved: (client: Client) => void;
  onDelete: () => void;
  deleting: boolean;
}

/**
 * The card's tabs. The chosen one lives in the URL (?tab=bonuses), replaced rather than pushed, so Back leaves the
 * card instead of walking through tabs, and a reload or a return to the card opens the same tab. A tab is mounted
 * when first opened and kept, so switching tabs keeps unsaved edits of the form tabs.
 */
export function ClientCardTabs({ client, onClientChanged, onClientSaved, onDelete, deleting }: Props) {
  const permissions = usePermissions();
  const tabs = useMemo(
    () => CLIENT_CARD_TABS.filter((t) => !t.operation || isAllowed(permissions, t.operation)),
    [permissions],
  );
  const [current, choose] = useTabSearchParam(
    tabs.map((t) => t.value),
    tabs[0].value,
  );

  return (
    <CardTabs tabs={tabs} value={current} onValueChange={choose} testId="client-card-tabs">
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} pt="4">
          {'form' in t ? (
            <ClientForm
              client={client}
              section={t.form}
              onSaved={onClientSaved}
              onDelete={onDelete}
              deleting={deleting}
            />
          ) : (
            <t.Component client={client} onClientChanged={onClientChanged} />
          )}
        </Tabs.Content>
      ))}
    </CardTabs>
  );
}
