import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../src/console/api/ApiError';

// The common settings screen (/config/common): the loaded values in a form whose save waits for a change, a refused
// save that keeps what was typed with the server's messages, and a saved support address every error panel shows.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({ flags: ['available', 'permissionUpdate'] as string[] }));

vi.mock('../../../src/console/api/config/commonSettingsApi', () => ({
  fetchCommonSettings: vi.fn(),
  saveCommonSettings: vi.fn(),
  fetchSupportContact: vi.fn(async () => ({ supportEmail: 'support@demo.ru' })),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (_operation: string, flags: string[] = ['available']) => flags.every((f) => state.flags.includes(f)),
  usePermissions: () => [],
  usePlatformStaff: () => true,
  useProfile: () => ({ customerId: 1, roles: [] }),
}));

const api = vi.mocked(await import('../../../src/console/api/config/commonSettingsApi'));
const { default: CommonSettingsPage } = await import('../../../src/console/screens/config/CommonSettingsPage');
const { ErrorPanel } = await import('../../../src/console/components/ErrorPanel');

const STORED = {
  reminderLeadHours: 24,
  tempFilesMaxAgeHours: 168,
  cronHistoryKeepDays: 30,
  supportEmail: 'support@demo.ru',
};

function renderPage() {
  const location = memoryLocation({ path: '/config/common', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <CommonSettingsPage title="Общие настройки" />
        <ErrorPanel error={{ message: 'Сбой' }} testId="probe-panel" />
      </Router>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  state.flags = ['available', 'permissionUpdate'];
  api.fetchCommonSettings.mockResolvedValue(STORED);
});

describe('CommonSettingsPage', () => {
  it('shows the stored values and enables saving only once something changed', async () => {
    const user = userEvent.setup();
    renderPage();
    const hours = await screen.findByLabelText(/Напоминать о записи за, ч/);
    expect(hours).toHaveValue('24');
    expect(screen.getByLabelText(/E-mail службы поддержки/)).toHaveValue('support@demo.ru');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    await user.clear(hours);
    await user.type(hours, '12');
    expect(save).toBeEnabled();
    await user.clear(hours);
    await user.type(hours, '24');
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps the typed values and shows the Russian messages when a save is refused', async () => {
    const user = userEvent.setup();
    api.saveCommonSettings.mockRejectedValueOnce(
      new ApiError({
        message: 'Проверьте правильность заполнения полей',
        errorCode: 'VALIDATION_ERROR',
        status: 400,
        details: { supportEmail: 'Адрес не принят сервером' },
      }),
    );
    renderPage();
    const email = await screen.findByLabelText(/E-mail службы поддержки/);
    const hours = screen.getByLabelText(/Напоминать о записи за, ч/);
    await user.clear(hours);
    await user.type(hours, '500');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Напоминание о записи: целое число часов от 1 до 168')).toBeInTheDocument();
    expect(api.saveCommonSettings).not.toHaveBeenCalled();

    await user.clear(hours);
    await user.type(hours, '6');
    await user.clear(email);
    await user.type(email, 'help@servis.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Адрес не принят сервером')).toBeInTheDocument();
    expect(api.saveCommonSettings).toHaveBeenCalledWith({
      ...STORED,
      reminderLeadHours: 6,
      supportEmail: 'help@servis.ru',
    });
    expect(hours).toHaveValue('6');
    expect(email).toHaveValue('help@servis.ru');
  });

  it('saves, starts pristine from the answer and gives the error panels the new support address', async () => {
    const user = userEvent.setup();
    api.saveCommonSettings.mockImplementation(async (settings) => settings);
    renderPage();
    const email = await screen.findByLabelText(/E-mail службы поддержки/);
    expect(screen.getByTestId('probe-panel')).toHaveTextContent('support@demo.ru');
    await user.clear(email);
    await user.type(email, 'desk@servis.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByTestId('probe-panel')).toHaveTextContent('desk@servis.ru'));
    expect(await screen.findByLabelText(/E-mail службы поддержки/)).toHaveValue('desk@servis.ru');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('shows the values read-only without permissionUpdate', async () => {
    state.flags = ['available'];
    renderPage();
    expect(await screen.findByLabelText(/Напоминать о записи за, ч/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be read', async () => {
    const user = userEvent.setup();
    api.fetchCommonSettings.mockRejectedValueOnce(new ApiError({ message: 'Сервер недоступен', status: 503 }));
    renderPage();
    expect(await screen.findByText('Ошибка загрузки данных')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'повторить' }));
    expect(await screen.findByLabelText(/Напоминать о записи за, ч/)).toHaveValue('24');
  });
});
