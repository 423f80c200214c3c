import { Heading, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/usePageTitle';

// A report screen of several reports (operators per day and per operator, moves and deliveries): the screen's
// heading, then a tab per report, each an embedded ReportPage mounted when first opened.

export interface ReportTab {
  value: string;
  label: string;
  content: ReactNode;
}

export function ReportTabs({ title, tabs }: { title: string; tabs: ReportTab[] }) {
  usePageTitle(title);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Tabs.Root defaultValue={tabs[0]?.value} variant="line" lazyMount>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} pt="4">
            {t.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
