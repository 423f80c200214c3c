import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressInput } from '../../../../src/console/components/inputs/AddressInput';
import { renderInForm } from './renderInForm';

const streets = (query: string, count: number) => Array.from({ length: count }, (_, i) => `${query}, дом ${i + 1}`);

function renderAddress(suggest: (query: string) => Promise<string[]>) {
  return renderInForm((fields) => <AddressInput meta={fields.address} label="Адрес" suggest={suggest} />);
}

const combobox = () => screen.getByRole('combobox', { name: 'Адрес' });

/** Fake timers that still follow the clock, so user-event runs; `pause()` lets the debounce pass at once. */
function withFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // Running the debounce's timer also settles the suggest promise chain behind it (microtasks between timers).
  const pause = () => act(() => vi.advanceTimersByTimeAsync(1_000));
  return { user, pause };
}

describe('AddressInput', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once the typing pauses, from 3 characters, and shows at most 10 suggestions', async () => {
    const suggest = vi.fn(async (query: string) => streets(query, 15));
    const { user, pause } = withFakeTimers();
    renderAddress(suggest);
    await user.type(combobox(), 'Мо');
    await pause();
    expect(suggest).not.toHaveBeenCalled();
    await user.type(combobox(), 'ск');
    const options = await screen.findAllByRole('option');
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('Моск');
    expect(options).toHaveLength(10);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Адрес' })).toBeVisible();
  });

  it('moves with the arrows, takes the highlighted suggestion with Enter and closes with Escape', async () => {
    const { user, formValue } = renderAddress(async (query) => streets(query, 3));
    await user.type(combobox(), 'Тверская');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Тверская, дом 2' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Тверская, дом 3' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combobox()).toHaveValue('Тверская, дом 1');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await waitFor(() => expect(formValue('address')).toBe('Тверская, дом 1'));
  });

  it('takes a clicked suggestion', async () => {
    const { user } = renderAddress(async (query) => streets(query, 2));
    await user.type(combobox(), 'Арбат');
    await user.click(await screen.findByRole('option', { name: 'Арбат, дом 2' }));
    expect(combobox()).toHaveValue('Арбат, дом 2');
    expect(combobox()).toHaveFocus();
  });

  it('shows nothing and no error when suggest fails', async () => {
    const suggest = vi.fn(() => Promise.reject(new Error('503')));
    const { user, pause } = withFakeTimers();
    const { formValue } = renderAddress(suggest);
    await user.type(combobox(), 'Невский');
    await pause();
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText('503')).toBeNull();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(formValue('address')).toBe('Невский'));
  });

  it('drops an answer that arrives after the text changed', async () => {
    const pending: Array<() => void> = [];
    const suggest = vi.fn(
      (query: string) => new Promise<string[]>((resolve) => pending.push(() => resolve(streets(query, 1)))),
    );
    const { user } = renderAddress(suggest);
    await user.type(combobox(), 'Лиговский');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(1));
    await user.type(combobox(), ' пр');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(2));
    await act(async () => pending[0]());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await act(async () => pending[1]());
    expect(await screen.findByRole('option', { name: 'Лиговский пр, дом 1' })).toBeInTheDocument();
  });
});
