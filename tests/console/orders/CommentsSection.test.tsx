import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OrderComment } from '../../../src/shared/schemas/orders/orderParts';
import { answer, renderSection } from './orderPartsFixtures';

vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/referencesApi', () => ({
  fetchRefValues: vi.fn(async () => [
    { id: 9091, name: 'Всем' },
    { id: 9092, name: 'Подразделению' },
    { id: 9093, name: 'Подразделению партнёра' },
    { id: 9094, name: 'Пользователю' },
  ]),
}));
vi.mock('../../../src/console/api/usersApi', () => ({
  findUsers: vi.fn(async () => ({
    users: [{ id: 3, lastName: 'Администраторов', firstName: 'Александр', email: 'admin@demo.ru' }],
    total: 1,
  })),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: () => true,
  useProfile: () => ({ customerId: 1 }),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { CommentsSection } = await import('../../../src/console/screens/orders/card/sections/CommentsSection');

const COMMENT: OrderComment = {
  id: 50,
  orderId: 7,
  recipientTypeRefValueId: 9092,
  recipientTypeRefValueName: 'Подразделению',
  divisionId: 2,
  divisionName: 'Отдел качества',
  recipientUserId: null,
  recipientUserFio: null,
  comment: 'Проверьте документы',
  userId: 1,
  userFio: 'Операторова Ольга Петровна',
  createdDate: 1_763_000_000,
  deletedDate: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  http.get.mockImplementation(((url: string) =>
    answer(
      url === '/divisions'
        ? [
            { id: 1, name: 'Диспетчерская' },
            { id: 2, name: 'Отдел качества' },
          ]
        : [COMMENT],
    )) as never);
  http.post.mockImplementation(((_url: string, body: object) => answer({ ...COMMENT, ...body, id: 51 })) as never);
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Добавить комментарий' }));
  return screen.findByTestId('modal-form');
}
const typeSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /Получатель/ });

describe('CommentsSection', () => {
  it('lists the comments with their recipient', async () => {
    renderSection(CommentsSection);
    const row = await screen.findByTestId('table-row');
    expect(row).toHaveTextContent('Подразделению: Отдел качества');
    expect(row).toHaveTextContent('Проверьте документы');
    expect(http.get).toHaveBeenCalledWith('/order_comments', { params: { orderId: 7 } });
  });

  it('asks for a division for 9092 and 9093, a user for 9094, and a comment that is not blank', async () => {
    const user = userEvent.setup();
    renderSection(CommentsSection);
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('combobox', { name: /Подразделение/ })).toBeNull();

    await user.selectOptions(typeSelect(dialog), 'Подразделению');
    const text = within(dialog).getByRole('textbox', { name: /Комментарий/ });
    await user.type(text, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Введите комментарий')).toBeInTheDocument();
    await user.type(text, 'Проверьте полис');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите подразделение')).toBeInTheDocument();
    expect(within(dialog).queryByText('Введите комментарий')).toBeNull();

    await user.selectOptions(typeSelect(dialog), 'Подразделению партнёра');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите подразделение')).toBeInTheDocument();

    await user.selectOptions(typeSelect(dialog), 'Пользователю');
    expect(within(dialog).queryByRole('combobox', { name: /Подразделение/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Укажите пользователя')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Пользователь$/ }),
      'Администраторов Александр',
    );
    await user.clear(text);
    await user.type(text, '  Перезвоните клиенту  ');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/order_comments', {
        orderId: 7,
        recipientTypeRefValueId: 9094,
        userId: 3,
        comment: 'Перезвоните клиенту',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
  });

  it('sends a division comment with the division and no user', async () => {
    const user = userEvent.setup();
    renderSection(CommentsSection);
    const dialog = await openDialog(user);
    await user.selectOptions(typeSelect(dialog), 'Подразделению');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /Подразделение/ }), 'Отдел качества');
    await user.type(within(dialog).getByRole('textbox', { name: /Комментарий/ }), 'Проверьте полис');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/order_comments', {
        orderId: 7,
        recipientTypeRefValueId: 9092,
        divisionId: 2,
        comment: 'Проверьте полис',
      }),
    );
  });
});
