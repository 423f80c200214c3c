import { ChakraProvider, defaultSystem, Tabs } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CardTabs } from '../../../src/console/components/CardTabs';
import { useTabSearchParam } from '../../../src/console/components/useTabSearchParam';

const TABS = [
  { value: 'main', label: 'Основные данные' },
  { value: 'roles', label: 'Роли' },
  { value: 'logins', label: 'Неудачные входы' },
];

function Card({ hint }: { hint?: string }) {
  const [current, choose] = useTabSearchParam(
    TABS.map((t) => t.value),
    'main',
    hint,
  );
  return (
    <CardTabs tabs={TABS} value={current} onValueChange={choose} testId="demo-card-tabs">
      {TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          Панель {t.label}
        </Tabs.Content>
      ))}
    </CardTabs>
  );
}

function renderAt(path: string, hint?: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Card hint={hint} />
      </Router>
    </ChakraProvider>,
  );
  return location;
}

test('the tab named in ?tab= opens; another is chosen in place, replacing the URL rather than adding a step', async () => {
  const location = renderAt('/users/7?tab=roles');
  expect(screen.getByRole('tab', { name: 'Роли' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Панель Роли')).toBeVisible();

  await userEvent.click(screen.getByRole('tab', { name: 'Неудачные входы' }));
  expect(screen.getByRole('tab', { name: 'Неудачные входы' })).toHaveAttribute('aria-selected', 'true');
  expect(location.history).toEqual(['/users/7?tab=logins']);
});

test('a tab the card does not offer (one the user may not see) falls back to the first', () => {
  renderAt('/users/7?tab=token');
  expect(screen.getByRole('tab', { name: 'Основные данные' })).toHaveAttribute('aria-selected', 'true');
});

test('without ?tab= the hint picks the tab (the order card’s /orders/:code/:command)', () => {
  renderAt('/orders/7/logins', 'logins');
  expect(screen.getByRole('tab', { name: 'Неудачные входы' })).toHaveAttribute('aria-selected', 'true');
});

test('every tab keeps its full width on one line (a narrow screen scrolls the strip, never squeezes the labels)', () => {
  renderAt('/users/7');
  for (const tab of screen.getAllByRole('tab')) {
    expect(getComputedStyle(tab).flexShrink).toBe('0');
    expect(getComputedStyle(tab).whiteSpace).toBe('nowrap');
  }
});
