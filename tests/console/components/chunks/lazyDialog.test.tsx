import { render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { lazyDialog } from '../../../../src/console/components/chunks/lazyDialog';

vi.mock('../../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
const { notify } = vi.mocked(await import('../../../../src/console/toasts/toaster'));

interface Props {
  title: string;
  onClose: () => void;
}
const Dialog = ({ title }: Props) => <div role="dialog" aria-label={title} />;

describe('lazyDialog', () => {
  it('loads the chunk on the first render and once only', async () => {
    const load = vi.fn().mockResolvedValue(Dialog);
    const Lazy = lazyDialog<Props>(load, (p) => p.onClose());
    const first = render(<Lazy title="Настройки" onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Настройки' })).toBeInTheDocument();
    first.unmount();
    render(<Lazy title="Снова" onClose={() => {}} />);
    // Already loaded: drawn in the first render, no wait.
    expect(screen.getByRole('dialog', { name: 'Снова' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so in Russian and closes the dialog when the chunk fails; the next opening tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Dialog);
    const onClose = vi.fn();
    const Lazy = lazyDialog<Props>(load, (p) => p.onClose());
    const first = render(<Lazy title="Настройки" onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Не удалось открыть окно: проверьте соединение и попробуйте ещё раз',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    render(<Lazy title="Настройки" onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Настройки' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
