import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { CardTabs } from '../../../components/CardTabs';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTabSearchParam } from '../../../components/useTabSearchParam';
import { NomenclatureTab } from './NomenclatureTab';
import { ServiceBundlesTab } from './ServiceBundlesTab';
import { ServicePositionsTab } from './ServicePositionsTab';

const TABS = [
  { value: 'nomenclature', label: 'Номенклатура' },
  { value: 'services', label: 'Позиции услуг' },
  { value: 'bundles', label: 'Комплексы услуг' },
] as const;

/** The /positions screen: the nomenclature, which positions each service offers, and the complex bundles. */
export default function PositionsPage({ title }: { title: string }) {
  usePageTitle(title);
  const [tab, setTab] = useTabSearchParam(
    TABS.map((t) => t.value),
    'nomenclature',
  );
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <CardTabs tabs={TABS} value={tab} onValueChange={setTab} testId="positions-tabs">
        <Tabs.Content value="nomenclature">
          <NomenclatureTab />
        </Tabs.Content>
        <Tabs.Content value="services">
          <ServicePositionsTab />
        </Tabs.Content>
        <Tabs.Content value="bundles">
          <ServiceBundlesTab />
        </Tabs.Content>
      </CardTabs>
    </Stack>
  );
}
