import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OfficePost, ServicePost } from '../../../src/shared/schemas/scheduler/schedulerPosts';

// /scheduler/post against a fake API: the office's posts, show deleted, add / edit / delete / restore, the refusal
// inside the confirmation, the service posts of a post, and the buttons the rights hide.

configure({ asyncUtilTimeout: 5000 });

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));
vi.mock('../../../src/console/api/schedulerApi', () => ({
  fetchOfficePosts: vi.fn(),
  createOfficePost: vi.fn(),
  updateOfficePost: vi.fn(),
  deleteOfficePost: vi.fn(),
  restoreOfficePost: vi.fn(),
  fetchServicePosts: vi.fn(),
  createServicePost: vi.fn(),
  updateServicePost: vi.fn(),
  deleteServicePost: vi.fn(),
}));
vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({
  fetchServiceOffices: vi.fn(async () => [
    {
      id: 40,
      name: 'Шинный центр на Ленина',
      partnerId: 3,
      partnerName: 'ООО «Шинный двор»',
      timezone: 'Europe/Moscow',
    },
  ]),
}));
vi.mock('../../../src/console/api/ordersApi', () => ({
  fetchServices: vi.fn(async () => [
    { id: 41, name: 'Шиномонтаж', code: 'tire' },
    { id: 61, name: 'Автосервис', code: 'car' },
    { id: 69, name: 'Хранение шин', code: 'storage' },
  ]),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'scheduler.post' && flags.every((f) => state.flags.includes(f)),
}));

const api = vi.mocked(await import('../../../src/console/api/schedulerApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { default: PostsPage } = await import('../../../src/console/screens/scheduler/PostsPage');

const post = (id: number, name: string, sort: number, fields: Partial<OfficePost> = {}): OfficePost => ({
  id,
  partnerId: 3,
  partnerName: 'ООО «Шинный двор»',
  partnerOfficeId: 40,
  officeName: 'Шинный центр на Ленина',
  timezone: 'Europe/Moscow',
  name,
  sort,
  serviceIds: [],
  createdAt: 1_750_000_000,
  postDeletedDate: null,
  ...fields,
});
const LIVE = [post(2, 'Пост 2', 20, { serviceIds: [61] }), post(1, 'Пост 1', 10, { serviceIds: [41, 69] })];
const GONE = post(3, 'Старый пост', 5, { postDeletedDate: 1_750_100_000 });
const servicePost = (
  id: number,
  serviceId: number,
  serviceName: string,
  deletedDate: number | null = null,
): ServicePost => ({ id, officePostId: 1, serviceId, serviceName, deletedDate });

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  api.fetchOfficePosts.mockImplementation(async ({ showDeleted }) => (showDeleted === 'true' ? [...LIVE, GONE] : LIVE));
});

function renderPage() {
  const location = memoryLocation({ path: '/scheduler/post', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <PostsPage title="Посты" />
      </Router>
    </ChakraProvider>,
  );
  return { user: userEvent.setup() };
}
const rows = () => screen.getAllByTestId('post-row');

describe('PostsPage (/scheduler/post)', () => {
  it("lists the only office's posts by order with their services; deleted ones on the switch, marked and restorable", async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.fetchOfficePosts).toHaveBeenLastCalledWith({ partnerOfficeId: 40, showDeleted: 'false' });
    expect(rows()[0]).toHaveTextContent('Пост 1');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Шиномонтаж, Хранение шин'));
    expect(rows()[1]).toHaveTextContent('Автосервис');
    expect(rows()[0]).toHaveTextContent('Действует');

    await user.click(screen.getByText('Показать удалённые'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.fetchOfficePosts).toHaveBeenLastCalledWith({ partnerOfficeId: 40, showDeleted: 'true' });
    const gone = rows()[0];
    expect(gone).toHaveTextContent('Старый пост');
    expect(gone).toHaveTextContent('Удалён');
    expect(gone).toHaveAttribute('data-deleted', 'true');
    expect(within(gone).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(within(gone).queryByRole('button', { name: 'Изменить' })).toBeNull();

    api.restoreOfficePost.mockResolvedValue({ ...GONE, postDeletedDate: null });
    await user.click(within(gone).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(api.restoreOfficePost).toHaveBeenCalledWith(3));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Пост восстановлен' })));
  });

  it('adds a post (name required) and edits one', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Добавить пост' }));
    const dialog = await screen.findByTestId('modal-form');
    await user.type(within(dialog).getByLabelText(/Порядок/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите название поста')).toBeInTheDocument();
    expect(api.createOfficePost).not.toHaveBeenCalled();

    api.createOfficePost.mockResolvedValue(post(9, 'Пост 3', 5));
    await user.type(within(dialog).getByLabelText(/Название/), 'Пост 3');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.createOfficePost).toHaveBeenCalledWith({ partnerOfficeId: 40, name: 'Пост 3', sort: 5 }),
    );
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Пост добавлен' }));

    api.updateOfficePost.mockResolvedValue(post(1, 'Пост у ворот', 10));
    await user.click(within(rows()[0]).getByRole('button', { name: 'Изменить' }));
    const edit = await screen.findByTestId('modal-form');
    const name = within(edit).getByLabelText(/Название/);
    expect(name).toHaveValue('Пост 1');
    await user.clear(name);
    await user.type(name, 'Пост у ворот');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.updateOfficePost).toHaveBeenCalledWith({ id: 1, name: 'Пост у ворот', sort: 10 }));
  });

  it('asks before closing a changed form', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[0]).getByRole('button', { name: 'Изменить' }));
    const edit = await screen.findByTestId('modal-form');
    await user.type(within(edit).getByLabelText(/Название/), ' А');
    await user.click(within(edit).getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByTestId('unsaved-changes-dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ДА. Потерять изменения' }));
    await waitFor(() => expect(screen.queryByTestId('modal-form')).toBeNull());
    expect(api.updateOfficePost).not.toHaveBeenCalled();
  });

  it("deletes through the confirmation, and shows the server's refusal inside it", async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    api.deleteOfficePost.mockRejectedValueOnce({
      message: 'На посту есть будущие записи: перенесите или удалите их',
      status: 409,
      errorCode: 'INELIGIBLE_STATE',
    });
    await user.click(within(rows()[0]).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByTestId('delete-post-dialog');
    expect(dialog).toHaveTextContent('Пост «Пост 1» будет удалён');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog).findByText(/На посту есть будущие записи/)).toBeInTheDocument();
    expect(api.deleteOfficePost).toHaveBeenCalledWith(1);

    api.deleteOfficePost.mockResolvedValueOnce(post(1, 'Пост 1', 10, { postDeletedDate: 1_750_200_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByTestId('delete-post-dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Пост удалён' }));
    expect(api.fetchOfficePosts.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("manages a post's services: list with deleted, add one it lacks, delete, restore", async () => {
    const { user } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    api.fetchServicePosts.mockImplementation(async (_id, showDeleted) =>
      showDeleted
        ? [servicePost(71, 41, 'Шиномонтаж'), servicePost(72, 61, 'Автосервис', 1_750_000_000)]
        : [servicePost(71, 41, 'Шиномонтаж')],
    );
    await user.click(within(rows()[0]).getByRole('button', { name: 'Услуги поста' }));
    const dialog = await screen.findByTestId('service-posts-dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('service-post-row')).toHaveLength(1));
    expect(api.fetchServicePosts).toHaveBeenLastCalledWith(1, false);
    // Only the services the post does not perform are offered.
    const select = within(dialog).getByLabelText('Услуга');
    expect(within(select).queryByRole('option', { name: 'Шиномонтаж' })).toBeNull();

    api.createServicePost.mockRejectedValueOnce({ message: 'Эта услуга уже выполняется на посту', status: 400 });
    await user.selectOptions(select, '61');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить услугу' }));
    expect(await within(dialog).findByText('Эта услуга уже выполняется на посту')).toBeInTheDocument();
    api.createServicePost.mockResolvedValueOnce(servicePost(73, 61, 'Автосервис'));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить услугу' }));
    await waitFor(() => expect(api.createServicePost).toHaveBeenLastCalledWith({ officePostId: 1, serviceId: 61 }));

    api.deleteServicePost.mockResolvedValue(servicePost(71, 41, 'Шиномонтаж', 1_750_300_000));
    await user.click(
      within(within(dialog).getAllByTestId('service-post-row')[0]).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(api.deleteServicePost).toHaveBeenCalledWith(71));

    await user.click(within(dialog).getByText('Показать удалённые'));
    await waitFor(() => expect(within(dialog).getAllByTestId('service-post-row')).toHaveLength(2));
    const deleted = within(dialog).getAllByTestId('service-post-row')[1];
    expect(deleted).toHaveTextContent('Удалена');
    api.updateServicePost.mockResolvedValue(servicePost(72, 61, 'Автосервис'));
    await user.click(within(deleted).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(api.updateServicePost).toHaveBeenCalledWith(72, { restore: true }));
  });

  it('hides what the rights do not allow', async () => {
    state.flags = ['available'];
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Добавить пост' })).toBeNull();
    expect(within(rows()[0]).queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(within(rows()[0]).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(within(rows()[0]).getByRole('button', { name: 'Услуги поста' })).toBeInTheDocument();
  });
});
