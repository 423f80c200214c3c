import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { STORAGE_KEY_WORKSPACE } from '../../../src/shared/constants';
import type { WorkspaceConfig } from '../../../src/shared/workspace';

const profile = vi.hoisted(() => ({
  customerId: 7,
  firstName: 'Пётр',
  lastName: 'Смирнов',
  email: 'p@demo.ru',
  role: null,
  roles: [],
  avatarUrl: null,
  partner: { id: 2, name: 'Шинсервис', logoUrl: null },
  office: { id: 9, name: 'Офис пользователя', partnerId: 2 },
}));
vi.mock('../../../src/console/session/useSession', () => ({
  useProfile: () => profile,
  useAllowed: () => false,
  usePermissions: () => [],
}));
vi.mock('../../../src/console/session/sessionActor', () => ({ sessionActor: { send: vi.fn() } }));

const { WorkShiftWarning } = await import('../../../src/console/shell/WorkShiftWarning');
const { Header } = await import('../../../src/console/shell/Header');
const { workShiftActor } = await import('../../../src/console/workspace/workShiftActor');

const HOUR = 3_600_000;
const office = { id: 3, partnerId: 2, name: 'Шиномонтаж на Ленина' };
const config = (createdAt: number | null): WorkspaceConfig => ({
  office,
  executors: [{ id: 11, name: 'Петров Пётр' }],
  createdAt,
});

/** Another tab writes the config: the browser fires 'storage' in this one. */
function writeFromAnotherTab(value: WorkspaceConfig | null) {
  if (value) localStorage.setItem(STORAGE_KEY_WORKSPACE, JSON.stringify(value));
  else localStorage.removeItem(STORAGE_KEY_WORKSPACE);
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY_WORKSPACE })));
}

function renderIn(node: React.ReactNode) {
  const location = memoryLocation({ path: '/' });
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{node}</Router>
    </ChakraProvider>,
  );
}

afterEach(() => writeFromAnotherTab(null));

describe('WorkShiftWarning', () => {
  it('shows "Продлите смену" once the stored executors are older than 12 hours, linking to /config/workspace', async () => {
    renderIn(<WorkShiftWarning />);
    expect(screen.queryByTestId('work-shift-warning')).toBeNull();

    writeFromAnotherTab(config(Date.now() - 11 * HOUR));
    await waitFor(() => expect(workShiftActor.getSnapshot().context.config.office).toEqual(office));
    expect(screen.queryByTestId('work-shift-warning')).toBeNull();

    writeFromAnotherTab(config(Date.now() - 13 * HOUR));
    const warning = await screen.findByRole('link', { name: /Продлите смену/ });
    expect(warning).toHaveAttribute('href', '/config/workspace');

    // 'Продлить смену' on /config/workspace: the save reaches the actor at once.
    const renewed = config(Date.now());
    act(() => workShiftActor.send({ type: 'workspace.saved', config: renewed }));
    expect(screen.queryByTestId('work-shift-warning')).toBeNull();
  });

  it('never shows without executors, however old the config', async () => {
    renderIn(<WorkShiftWarning />);
    writeFromAnotherTab({ office, executors: [], createdAt: Date.now() - 100 * HOUR });
    await waitFor(() => expect(workShiftActor.getSnapshot().context.config.createdAt).not.toBeNull());
    expect(screen.queryByTestId('work-shift-warning')).toBeNull();
  });
});

describe('Header', () => {
  it("names the workspace office when one is set, the user's own office otherwise, with the warning beside it", async () => {
    renderIn(<Header compact={false} onOpenMenu={() => {}} onToggleDebug={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('office-name')).toHaveTextContent('Офис пользователя'));
    writeFromAnotherTab(config(Date.now() - 13 * HOUR));
    await waitFor(() => expect(screen.getByTestId('office-name')).toHaveTextContent('Шиномонтаж на Ленина'));
    expect(screen.getByTestId('work-shift-warning')).toHaveTextContent('Продлите смену');
    writeFromAnotherTab(null);
    await waitFor(() => expect(screen.getByTestId('office-name')).toHaveTextContent('Офис пользователя'));
    expect(screen.queryByTestId('work-shift-warning')).toBeNull();
  });
});
