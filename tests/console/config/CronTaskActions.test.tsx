import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

// The chosen task's actions on /config/crontask: 'Запустить сейчас' reads the history again, the switch turns the
// task off, the schedule dialog refuses what croner cannot read, in Russian, and sends a good one.

configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/cronTasksApi', () => ({
  fetchCronTasks: vi.fn(),
  fetchCronTaskRuns: vi.fn(),
  runCronTaskNow: vi.fn(),
  updateCronTask: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: () => true,
  usePermissions: () => [],
  usePlatformStaff: () => true,
  useProfile: () => ({ customerId: 1, roles: [] }),
}));

const api = vi.mocked(await import('../../../src/console/api/cronTasksApi'));
const { default: CronTasksPage } = await import('../../../src/console/screens/config/CronTasksPage');

const TASK = {
  id: 5,
  name: 'Пересчёт бонусов',
  description: null,
  schedule: '0 2 * * 1',
  enabled: true,
  lastRunAt: null,
  lastStatus: null,
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  api.fetchCronTasks.mockResolvedValue([TASK]);
  api.fetchCronTaskRuns.mockResolvedValue([]);
});

async function openTask() {
  const location = memoryLocation({ path: '/config/crontask', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <CronTasksPage title="Фоновые задачи" />
      </Router>
    </ChakraProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByText('Пересчёт бонусов'));
  await screen.findByTestId('cron-task-actions');
  return user;
}

describe('CronTasksPage actions', () => {
  it('runs the task now and shows its new run in the history', async () => {
    const run = {
      id: 9,
      cronTaskId: 5,
      startedAt: 1_750_000_000,
      finishedAt: 1_750_000_001,
      status: 'success' as const,
      message: 'Проверено балансов: 12',
    };
    api.runCronTaskNow.mockResolvedValue(run);
    const user = await openTask();
    api.fetchCronTaskRuns.mockResolvedValue([run]);
    await user.click(screen.getByRole('button', { name: 'Запустить сейчас' }));
    expect(api.runCronTaskNow).toHaveBeenCalledWith(5);
    const history = screen.getByTestId('data-table-config.crontask.runs');
    expect(await within(history).findByText('Проверено балансов: 12')).toBeInTheDocument();
  });

  it('turns the task off with the switch', async () => {
    api.updateCronTask.mockResolvedValue({ ...TASK, enabled: false });
    const user = await openTask();
    await user.click(within(screen.getByTestId('cron-task-enabled')).getByText('Включена'));
    await waitFor(() => expect(api.updateCronTask).toHaveBeenCalledWith(5, { enabled: false }));
    expect(await within(screen.getByTestId('cron-task-enabled')).findByText('Отключена')).toBeInTheDocument();
  });

  it('refuses a schedule croner cannot read and saves a good one', async () => {
    api.updateCronTask.mockResolvedValue({ ...TASK, schedule: '15 3 * * *' });
    const user = await openTask();
    await user.click(screen.getByRole('button', { name: 'Изменить расписание' }));
    const dialog = await screen.findByTestId('modal-form');
    const field = within(dialog).getByLabelText(/Расписание \(cron\)/);
    await user.clear(field);
    await user.type(field, 'каждый день');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(/^Расписание: пять полей cron/)).toBeInTheDocument();
    expect(api.updateCronTask).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '15 3 * * *');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.updateCronTask).toHaveBeenCalledWith(5, { schedule: '15 3 * * *' }));
  });
});
