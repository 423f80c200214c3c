import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { formatDateTime } from '../../../src/shared/format';

// The background tasks screen (/config/crontask), a config screen like the Carmen ones.

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/cronTasksApi', () => ({ fetchCronTasks: vi.fn(), fetchCronTaskRuns: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/cronTasksApi'));
const { default: CronTasksPage } = await import('../../../src/console/screens/config/CronTasksPage');
const { formatDuration } = await import('../../../src/console/screens/config/formatDuration');

const NOW = 1_750_000_000;
beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  api.fetchCronTasks.mockResolvedValue([
    {
      id: 1,
      name: 'Выгрузка заявок в Carmen',
      description: 'Передаёт заявки в CRM',
      schedule: '*/30 * * * *',
      enabled: true,
      lastRunAt: NOW,
      lastStatus: 'failed',
    },
    {
      id: 2,
      name: 'Пересчёт бонусов',
      description: null,
      schedule: '0 2 * * 1',
      enabled: false,
      lastRunAt: null,
      lastStatus: null,
    },
  ]);
  // Given oldest first: the screen shows them newest first.
  api.fetchCronTaskRuns.mockResolvedValue([
    {
      id: 10,
      cronTaskId: 1,
      startedAt: NOW - 7200,
      finishedAt: NOW - 7200 + 25,
      status: 'success',
      message: 'Выгружено заявок: 5',
    },
    {
      id: 11,
      cronTaskId: 1,
      startedAt: NOW - 3600,
      finishedAt: NOW - 3600 + 310,
      status: 'failed',
      message: 'Carmen ответил 502 Bad Gateway',
    },
    { id: 12, cronTaskId: 1, startedAt: NOW, finishedAt: null, status: 'running', message: null },
  ]);
});

function renderPage() {
  const location = memoryLocation({ path: '/config/crontask' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <CronTasksPage title="Фоновые задачи" />
      </Router>
    </ChakraProvider>,
  );
}

describe('CronTasksPage', () => {
  it('lists the tasks with their schedule, state and latest outcome', async () => {
    renderPage();
    const tasks = await screen.findByTestId('data-table-config.crontask.tasks');
    const carmen = (await within(tasks).findByText('Выгрузка заявок в Carmen')).closest('tr')!;
    expect(within(carmen).getByText('*/30 * * * *')).toBeInTheDocument();
    expect(within(carmen).getByText('Включена')).toBeInTheDocument();
    expect(within(carmen).getByText('Ошибка')).toBeInTheDocument();
    expect(within(carmen).getByText(formatDateTime(NOW))).toBeInTheDocument();
    const bonuses = within(tasks).getByText('Пересчёт бонусов').closest('tr')!;
    expect(within(bonuses).getByText('Отключена')).toBeInTheDocument();
    expect(screen.getByText('Выберите задачу, чтобы увидеть историю её запусков.')).toBeInTheDocument();
    expect(api.fetchCronTaskRuns).not.toHaveBeenCalled();
  });

  it('opens a task’s run history below, newest first, with start, end, duration and message', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('Выгрузка заявок в Carmen'));
    const history = await screen.findByTestId('data-table-config.crontask.runs');
    expect(api.fetchCronTaskRuns).toHaveBeenCalledWith(1);
    expect(within(history).getByTestId('cron-history-task')).toHaveTextContent('Выгрузка заявок в Carmen');
    await waitFor(() => expect(within(history).getAllByTestId('table-row')).toHaveLength(3));
    const [running, failed, success] = within(history).getAllByTestId('table-row');
    expect(running).toHaveTextContent('Выполняется');
    expect(within(running).getAllByText('—').length).toBeGreaterThanOrEqual(2);
    expect(failed).toHaveTextContent('Ошибка');
    expect(failed).toHaveTextContent('5 мин 10 с');
    expect(failed).toHaveTextContent('Carmen ответил 502 Bad Gateway');
    expect(failed).toHaveTextContent(formatDateTime(NOW - 3600));
    expect(failed).toHaveTextContent(formatDateTime(NOW - 3600 + 310));
    expect(success).toHaveTextContent('Успешно');
    expect(success).toHaveTextContent('25 с');
  });

  it('formats durations for people', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0)).toBe('0 с');
    expect(formatDuration(59)).toBe('59 с');
    expect(formatDuration(60)).toBe('1 мин');
    expect(formatDuration(3725)).toBe('1 ч 2 мин');
    expect(formatDuration(7200)).toBe('2 ч');
  });
});
