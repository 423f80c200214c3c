import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OrderCommunication } from '../../../src/shared/schemas/orders/orderParts';
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
    { id: 9131, name: 'Звонок' },
    { id: 9132, name: 'СМС' },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: () => true,
  useProfile: () => ({ customerId: 1 }),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { CommunicationsSection } = await import(
  '../../../src/console/screens/orders/card/sections/CommunicationsSection'
);

const contact = (id: number, patch: Partial<OrderCommunication>): OrderCommunication => ({
  id,
  orderId: 7,
  typeRefValueId: 9131,
  typeRefValueName: 'Звонок',
  note: 'Клиент не ответил',
  nextContactDate: null,
  nextNote: null,
  userFio: 'Операторова Ольга Петровна',
  createdDate: 1_763_000_000 - id * 3_600,
  deletedDate: null,
  isLast: false,
  ...patch,
});

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  http.get.mockImplementation((() =>
    answer([
      // 15.11.2025 05:33 Moscow: long past, so overdue.
      contact(1, { isLast: true, nextContactDate: 1_763_173_980, nextNote: 'Перезвонить' }),
      contact(2, { note: 'Согласовали время' }),
    ])) as never);
  http.post.mockImplementation(((_url: string, body: object) =>
    answer(contact(3, { ...body, isLast: true }))) as never);
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Добавить контакт' }));
  return screen.findByTestId('modal-form');
}
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const submit = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

describe('CommunicationsSection', () => {
  it('lists the contacts and marks the last one overdue', async () => {
    renderSection(CommunicationsSection);
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(2));
    const [last] = screen.getAllByTestId('table-row');
    expect(last).toHaveTextContent('15.11.2025 05:33');
    expect(last).toHaveTextContent('просрочен');
    expect(http.get).toHaveBeenCalledWith('/order_communications', { params: { orderId: 7 } });
  });

  it('asks for the type and the note, and for the next date and the next note both or neither', async () => {
    const user = userEvent.setup();
    renderSection(CommunicationsSection);
    const dialog = await openDialog(user);

    await user.type(field(dialog, /^Комментарий к контакту/), '   ');
    await submit(user, dialog);
    expect(await within(dialog).findByText('Введите комментарий к контакту')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите тип контакта')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Тип контакта/ }), 'Звонок');
    await user.type(field(dialog, /^Комментарий к контакту/), 'Клиент просит перезвонить');
    await user.type(field(dialog, /^Комментарий к следующему контакту/), 'Уточнить решение');
    await submit(user, dialog);
    expect(await within(dialog).findByText('Укажите дату следующего контакта')).toBeInTheDocument();

    await user.clear(field(dialog, /^Комментарий к следующему контакту/));
    await user.type(field(dialog, /^Дата следующего контакта/), '150320301000');
    expect(field(dialog, /^Дата следующего контакта/)).toHaveValue('15.03.2030 10:00');
    await submit(user, dialog);
    expect(await within(dialog).findByText('Введите комментарий к следующему контакту')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await user.type(field(dialog, /^Комментарий к следующему контакту/), 'Уточнить решение');
    await submit(user, dialog);
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/order_communications', {
        orderId: 7,
        typeRefValueId: 9131,
        note: 'Клиент просит перезвонить',
        nextContactDate: '15.03.2030 10:00',
        nextNote: 'Уточнить решение',
      }),
    );
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Контакт добавлен' });
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
  });

  it('sends a contact without a next one', async () => {
    const user = userEvent.setup();
    renderSection(CommunicationsSection);
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Тип контакта/ }), 'СМС');
    await user.type(field(dialog, /^Комментарий к контакту/), 'Отправлена ссылка на оплату');
    await submit(user, dialog);
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/order_communications', {
        orderId: 7,
        typeRefValueId: 9132,
        note: 'Отправлена ссылка на оплату',
      }),
    );
  });
});
