import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { OrderFile } from '../../../src/shared/schemas/orders/orderFiles';
import { answer, renderSection } from './orderPartsFixtures';

const state = vi.hoisted(() => ({
  flags: ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as string[],
}));

// The real API module and charts over a fake axios instance.
vi.mock('../../../src/console/api/httpClient', () => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation === 'order.photos' && flags.some((f) => state.flags.includes(f)),
}));

const { http } = vi.mocked(await import('../../../src/console/api/httpClient'));
const { PhotosSection } = await import('../../../src/console/screens/orders/card/sections/PhotosSection');

const file = (id: number, fields: Partial<OrderFile> = {}): OrderFile => ({
  id,
  orderId: 7,
  kind: 'photo',
  source: 'operator',
  fileName: `Фото ${id}.png`,
  mimeType: 'image/png',
  size: 2048,
  comment: null,
  userFio: 'Операторова Ольга Петровна',
  createdDate: 1_750_000_000,
  deletedDate: null,
  url: `/v1/orders/photos/${id}/file`,
  ...fields,
});

let photos: OrderFile[] = [];
let temporary: OrderFile[] = [];
const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  state.flags = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];
  photos = [
    file(1, { comment: 'Царапина на бампере' }),
    file(2, { source: 'client' }),
    file(3, { deletedDate: 1_750_000_100 }),
  ];
  temporary = [file(9, { kind: 'temporary', fileName: 'Акт осмотра.pdf', mimeType: 'application/pdf' })];
  created.length = 0;
  revoked.length = 0;
  let n = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:photo-${++n}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  http.get.mockImplementation(((url: string, config?: { params?: { showDeleted?: boolean; source?: string } }) => {
    if (url === '/orders/7/photos') {
      const { showDeleted, source } = config?.params ?? {};
      return answer(photos.filter((p) => (showDeleted || p.deletedDate === null) && (!source || p.source === source)));
    }
    if (url === '/orders/7/temporaryFiles') return answer(temporary);
    if (url.endsWith('/file'))
      return Promise.resolve({ data: new ArrayBuffer(4), headers: { 'content-type': 'image/png' } });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  }) as never);
  http.delete.mockImplementation((() => answer({})) as never);
  http.put.mockImplementation((() => answer({})) as never);
  http.post.mockImplementation((() => answer(file(4, { fileName: 'new.png' }))) as never);
});

describe('PhotosSection', () => {
  it('shows the live photos as object URLs loaded with the token, and revokes them on unmount', async () => {
    const { unmount } = renderSection(PhotosSection);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'Царапина на бампере' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:photo-/),
    );
    expect(http.get).toHaveBeenCalledWith(
      '/orders/photos/1/file',
      expect.objectContaining({ responseType: 'arraybuffer' }),
    );
    expect(within(screen.getByTestId('temporary-files')).getByText('Акт осмотра.pdf')).toBeInTheDocument();
    unmount();
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it('filters by source and shows the deleted ones with a restore button', async () => {
    const user = userEvent.setup();
    renderSection(PhotosSection);
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Источник' }), 'Клиент');
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(1));
    expect(http.get).toHaveBeenCalledWith('/orders/7/photos', { params: { showDeleted: undefined, source: 'client' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Источник' }), 'Все');
    await user.click(screen.getByText('Показать удалённые'));
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(3));
    const deleted = screen.getAllByTestId('photo-tile')[2];
    expect(within(deleted).getByText('Удалено')).toBeInTheDocument();
    await user.click(within(deleted).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/orders/photos/3/restore'));
  });

  it('deletes a photo and loads the grid again', async () => {
    const user = userEvent.setup();
    renderSection(PhotosSection);
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    photos = photos.map((p) => (p.id === 1 ? { ...p, deletedDate: 1_750_000_200 } : p));
    await user.click(within(screen.getAllByTestId('photo-tile')[0]).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(1));
    expect(http.delete).toHaveBeenCalledWith('/orders/photos/1');
  });

  it('sends chosen photos one after another and marks a file that is not a photo', async () => {
    renderSection(PhotosSection);
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    const files = [
      new File(['x'], 'Колесо.png', { type: 'image/png' }),
      new File(['y'], 'Договор.pdf', { type: 'application/pdf' }),
    ];
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });
    const queue = await screen.findByTestId('photo-queue');
    await waitFor(() => expect(within(queue).getByText(/Колесо\.png/)).toHaveTextContent('загружено'));
    expect(within(queue).getByText(/Договор\.pdf/)).toHaveTextContent(
      'Допустимы только изображения JPEG, PNG, WebP, HEIC',
    );
    expect(http.post).toHaveBeenCalledTimes(1);
    const [url, form] = http.post.mock.calls[0] as unknown as [string, FormData];
    expect(url).toBe('/orders/7/photos');
    expect(form.get('fileName')).toBe('Колесо.png');
    expect(form.get('source')).toBe('operator');
  });

  it('offers no uploads, deletes or restores on a held order', async () => {
    renderSection(PhotosSection, { readOnly: true });
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Загрузить фото' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Загрузить видео' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить файл' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Скачать архив' })).toBeEnabled();
  });
});
