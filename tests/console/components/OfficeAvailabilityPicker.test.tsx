import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { vi } from 'vitest';

// A busy machine can take seconds over the first render: the findBy waits get room.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/console/api/partners/partnersSearchApi', () => ({
  fetchOfficeFreeDates: vi.fn(),
  fetchOfficeFreeSlots: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/partners/partnersSearchApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { OfficeAvailabilityPicker } = await import('../../../src/console/components/OfficeAvailabilityPicker');
type Visit = Parameters<typeof OfficeAvailabilityPicker>[0]['value'];

// Next month, so every day of it is ahead whatever today is.
const month = DateTime.now().plus({ months: 1 }).startOf('month');
const day = (n: number) => month.set({ day: n }).toISODate()!;

function Host({ onChange }: { onChange: (v: Visit) => void }) {
  const [value, setValue] = useState<Visit>({ date: null, time: null });
  return (
    <OfficeAvailabilityPicker
      officeId={3}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}
function renderPicker() {
  const onChange = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <Host onChange={onChange} />
    </ChakraProvider>,
  );
  return onChange;
}
const dayButton = (n: number) =>
  screen.findByRole('button', { name: month.set({ day: n }).setLocale('ru').toFormat('d MMMM') });

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchOfficeFreeDates.mockImplementation(async (officeId, year, m) => ({
    officeId,
    freeDates: year === month.year && m === month.month ? [day(3), day(4)] : [],
  }));
  api.fetchOfficeFreeSlots.mockImplementation(async (officeId, date) => ({
    officeId,
    date,
    freeSlots: ['09:00', '09:30', '14:00'],
  }));
});

describe('OfficeAvailabilityPicker', () => {
  it('enables only the free days, then offers the day’s free slots', async () => {
    const user = userEvent.setup();
    const onChange = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    await waitFor(async () => expect(await dayButton(3)).toBeEnabled());
    expect(await dayButton(5)).toBeDisabled();
    expect(api.fetchOfficeFreeDates).toHaveBeenLastCalledWith(3, month.year, month.month);
    await user.click(await dayButton(3));
    expect(onChange).toHaveBeenLastCalledWith({ date: day(3), time: null });
    await user.click(await screen.findByRole('button', { name: '14:00' }));
    expect(api.fetchOfficeFreeSlots).toHaveBeenLastCalledWith(3, day(3));
    expect(onChange).toHaveBeenLastCalledWith({ date: day(3), time: '14:00' });
    expect(screen.getByRole('button', { name: '14:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a failed call as a toast with the server’s message', async () => {
    api.fetchOfficeFreeDates.mockRejectedValue({ message: 'Офис не найден', status: 404 });
    renderPicker();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'Возникла ошибка', description: 'Офис не найден' }),
    );
    expect(screen.getByRole('button', { name: 'Предыдущий месяц' })).toBeDisabled();
  });
});
