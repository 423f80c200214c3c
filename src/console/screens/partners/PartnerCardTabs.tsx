import { Tabs } from '@chakra-ui/react';
import { type ComponentType, useMemo, useState } from 'react';
import { isAllowed } from '../../../shared/permissions';
import type { Partner } from '../../../shared/schemas/partners/partners';
import { CardTabs } from '../../components/CardTabs';
import { useTabSearchParam } from '../../components/useTabSearchParam';
import { usePermissions } from '../../session/useSession';
import { PartnerMainForm } from './PartnerMainForm';
import { PartnerCarParkTab } from './tabs/PartnerCarParkTab';
import { PartnerClientsTab } from './tabs/PartnerClientsTab';
import { PartnerContactsTab } from './tabs/PartnerContactsTab';
import { PartnerContractsTab } from './tabs/PartnerContractsTab';
import { PartnerDocTemplatesTab } from './tabs/PartnerDocTemplatesTab';
import { PartnerInsuranceTab } from './tabs/PartnerInsuranceTab';
import { PartnerLegalsTab } from './tabs/PartnerLegalsTab';
import { PartnerOfficesTab } from './tabs/PartnerOfficesTab';
import { PartnerRegionsTab } from './tabs/PartnerRegionsTab';
import { PartnerServicesTab } from './tabs/PartnerServicesTab';
import { PartnerUsersTab } from './tabs/PartnerUsersTab';

interface TabDef {
  value: string;
  label: string;
  /** The key the tab's calls need, when not the card's own. */
  operation?: string;
  /** Only for corporate clients. */
  corporateOnly?: boolean;
  Component: ComponentType<{ partner: Partner }>;
}

const MAIN_TAB = { value: 'main', label: 'Основные данные' };

/** The tabs after 'Основные данные', in this order. */
export const PARTNER_CARD_TABS: TabDef[] = [
  { value: 'contacts', label: 'Контакты', Component: PartnerContactsTab },
  { value: 'offices', label: 'Офисы', Component: PartnerOfficesTab },
  { value: 'legals', label: 'Юридические лица', operation: 'partners.legal', Component: PartnerLegalsTab },
  { value: 'contracts', label: 'Договоры и комиссии', Component: PartnerContractsTab },
  { value: 'clients', label: 'Клиенты', Component: PartnerClientsTab },
  { value: 'docTemplates', label: 'Шаблоны документов', Component: PartnerDocTemplatesTab },
  { value: 'regions', label: 'Регионы', Component: PartnerRegionsTab },
  { value: 'services', label: 'Услуги', Component: PartnerServicesTab },
  { value: 'insurance', label: 'Страхование', Component: PartnerInsuranceTab },
  { value: 'users', label: 'Пользователи', operation: 'users', Component: PartnerUsersTab },
  { value: 'carPark', label: 'Автопарк', operation: 'car.park', corporateOnly: true, Component: PartnerCarParkTab },
];

interface Props {
  partner: Partner;
  onSaved: (partner: Partner) => void;
}

/**
 * The card's tabs. The chosen one lives in the URL (?tab=offices), replaced rather than pushed, so Back leaves the
 * card. A tab is mounted when first opened and kept, so switching tabs keeps the main form's unsaved edits.
 */
export function PartnerCardTabs({ partner, onSaved }: Props) {
  const permissions = usePermissions();
  const tabs = useMemo(
    () =>
      PARTNER_CARD_TABS.filter(
        (t) => (!t.operation || isAllowed(permissions, t.operation)) && (!t.corporateOnly || partner.isCorporateClient),
      ),
    [permissions, partner.isCorporateClient],
  );
  const strip = useMemo(() => [MAIN_TAB, ...tabs], [tabs]);
  const [current, choose] = useTabSearchParam(
    strip.map((t) => t.value),
    MAIN_TAB.value,
  );
  const [formVersion, setFormVersion] = useState(0);

  return (
    <CardTabs tabs={strip} value={current} onValueChange={choose} testId="partner-card-tabs">
      <Tabs.Content value={MAIN_TAB.value} pt="4">
        <PartnerMainForm
          key={formVersion}
          partner={partner}
          onSaved={(next) => {
            setFormVersion((v) => v + 1);
            onSaved(next);
          }}
        />
      </Tabs.Content>
      {tabs.map(({ value, Component }) => (
        <Tabs.Content key={value} value={value} pt="4">
          <Component partner={partner} />
        </Tabs.Content>
      ))}
    </CardTabs>
  );
}
