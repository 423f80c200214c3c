import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type AnyActorRef, createActor, setup } from 'xstate';
import DebugDock from '../../../src/console/debug/DebugDock';
import { inspect } from '../../../src/console/debug/inspector';

const lightMachine = setup({
  types: { events: {} as { type: 'light.next'; by: string } | { type: 'light.reset' } },
}).createMachine({
  id: 'debugTestLight',
  context: { self: null as AnyActorRef | null, turns: 0 },
  initial: 'off',
  states: {
    off: { on: { 'light.next': { target: 'on.dim' } } },
    on: {
      initial: 'dim',
      states: { dim: { on: { 'light.next': 'bright' } }, bright: {} },
      on: { 'light.reset': '#debugTestLight.off' },
    },
  },
});

/** The row of the actor registered under `name` (other actors may be live too). */
function findRow(name: string) {
  return waitFor(() => {
    const row = screen.queryAllByTestId('debug-actor').find((r) => within(r).queryByText(name));
    if (!row) throw new Error(`no row for ${name}`);
    return row;
  });
}

/** Starts an inspected actor and lets the inspector's microtask notification pass before anything renders. */
async function startActor(name: string) {
  const actor = createActor(lightMachine, { inspect, id: name, systemId: name }).start();
  await Promise.resolve();
  return actor;
}

function renderDock(onClose = () => {}) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <DebugDock onClose={onClose} />
    </ChakraProvider>,
  );
}

describe('DebugDock', () => {
  it('lists a live actor, draws its chart and shows the events sent to it', async () => {
    const actor = await startActor('debugTestLight');
    const onClose = vi.fn();
    renderDock(onClose);

    expect(screen.getByTestId('debug-dock')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Отладка машин состояний' })).toBeInTheDocument();

    const row = () => findRow('debugTestLight');
    expect(within(await row()).getByText('off')).toBeInTheDocument();

    // Live update through the inspector: the row follows the actor's state and event count.
    await act(async () => actor.send({ type: 'light.next', by: 'тест' }));
    await waitFor(async () => expect(within(await row()).getByText('on.dim')).toBeInTheDocument());
    expect(within(await row()).getByLabelText(/событий: [1-9]/)).toBeInTheDocument();

    fireEvent.click(await row());
    const chart = await screen.findByTestId('debug-chart');
    expect(chart).toHaveAttribute('role', 'img');
    expect(chart).toHaveAttribute('aria-label', 'Схема машины debugTestLight');
    // The active states are highlighted, the inactive ones are not.
    expect(chart.querySelector('[data-state-id="debugTestLight.on.dim"]')).toHaveAttribute('data-active', 'true');
    expect(chart.querySelector('[data-state-id="debugTestLight.on"]')).toHaveAttribute('data-active', 'true');
    expect(chart.querySelector('[data-state-id="debugTestLight.off"]')).not.toHaveAttribute('data-active');
    expect(chart.querySelector('[data-edge-id]')).not.toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Контекст/ }));
    const context = await screen.findByTestId('debug-context');
    expect(context.textContent).toContain('"turns": 0');

    fireEvent.click(screen.getByRole('tab', { name: /События/ }));
    const events = await screen.findAllByTestId('debug-event');
    // Newest first: the user event, after XState's own init event.
    expect(events[0]).toHaveTextContent('light.next');
    expect(events[0].textContent).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}/);
    expect(events[0].querySelector('pre')?.textContent).toContain('"by": "тест"');
    expect(events.some((e) => e.textContent?.includes('xstate.init'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => actor.stop());
  });

  it('replaces actor references and cycles in the context', async () => {
    const actor = await startActor('debugTestCycle');
    // Put a live actor ref and a cycle into the context the panel has to render.
    const ctx = actor.getSnapshot().context as { self: AnyActorRef | null; loop?: unknown };
    ctx.self = actor;
    ctx.loop = ctx;
    renderDock();
    fireEvent.click(await findRow('debugTestCycle'));
    fireEvent.click(screen.getByRole('tab', { name: /Контекст/ }));
    const context = await screen.findByTestId('debug-context');
    expect(context.textContent).toContain(`"self": "[actor ${actor.id}]"`);
    expect(context.textContent).toContain('"loop": "[циклическая ссылка]"');
    await act(async () => actor.stop());
  });

  it('drops a stopped actor from the list', async () => {
    const actor = await startActor('debugTestStopped');
    renderDock();
    await waitFor(() => expect(screen.getByText('debugTestStopped')).toBeInTheDocument());
    await act(async () => actor.stop());
    await waitFor(() => expect(screen.queryByText('debugTestStopped')).not.toBeInTheDocument());
  });
});
