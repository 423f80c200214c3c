import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, lazyScreen } from '../../../../src/console/components/chunks/lazyScreen';

const wrap = (node: React.ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

describe('lazyScreen', () => {
  it("shows 'Ошибка при загрузке модуля: {message}' and loads again on 'повторить'", async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: ({ title }: { title: string }) => <h1>{title}</h1> });
    const Screen = lazyScreen<{ title: string }>(loader);
    wrap(<Screen title="Пользователи" />);
    expect(
      await screen.findByText('Ошибка при загрузке модуля: Failed to fetch dynamically imported module'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'повторить' }));
    expect(await screen.findByRole('heading', { name: 'Пользователи' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk after 120 s', async () => {
    vi.useFakeTimers();
    try {
      const Screen = lazyScreen(() => new Promise<never>(() => {}));
      wrap(<Screen />);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS + 1);
      vi.useRealTimers();
      expect(await screen.findByText('Ошибка при загрузке модуля: превышено время ожидания')).toBeInTheDocument();
      expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws a preloaded chunk at once, without the spinner, and loads it once', async () => {
    const loader = vi.fn().mockResolvedValue({ default: ({ title }: { title: string }) => <h1>{title}</h1> });
    const Screen = lazyScreen<{ title: string }>(loader);
    await Screen.preload();
    wrap(<Screen title="Рабочий стол" />);
    // Synchronously: React.lazy would have suspended on the first render and shown the spinner instead.
    expect(screen.getByRole('heading', { name: 'Рабочий стол' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('asks the network again after a failed preload', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => <p>ok</p> });
    const Screen = lazyScreen(loader);
    await expect(Screen.preload()).rejects.toThrow('offline');
    wrap(<Screen />);
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
