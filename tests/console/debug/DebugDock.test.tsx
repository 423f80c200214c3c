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
    // In the console's zone (Moscow), like every time the console shows, not the browser's.
    expect(events[0].querySelector('time')?.getAttribute('title')).toMatch(
      /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}\.\d{3} \(Europe\/Moscow\)$/,
    );
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

  it('reserves its room on the page, resizes by its edge and keys, docks right and remembers where', async () => {
    window.localStorage.clear();
    const view = renderDock();
    const dock = screen.getByTestId('debug-dock');
    const edge = screen.getByRole('separator', { name: 'Высота панели отладки' });
    const third = Math.round(window.innerHeight / 3);
    expect(dock).toHaveAttribute('data-placement', 'bottom');
    expect(edge).toHaveAttribute('aria-valuenow', String(third));
    // The page gets the dock's height as padding, so what is under the dock can be scrolled above it.
    expect(document.body.style.paddingBottom).toBe(`${third}px`);
    expect(document.documentElement.style.scrollPaddingBottom).toBe(`${third}px`);

    fireEvent.pointerDown(edge, { clientX: 10, clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(edge, { clientX: 10, clientY: 440, pointerId: 1 });
    fireEvent.pointerUp(edge, { clientX: 10, clientY: 440, pointerId: 1 });
    expect(edge).toHaveAttribute('aria-valuenow', String(third + 60));
    fireEvent.keyDown(edge, { key: 'ArrowDown' });
    expect(edge).toHaveAttribute('aria-valuenow', String(third + 36));
    fireEvent.keyDown(edge, { key: 'Home' });
    expect(edge).toHaveAttribute('aria-valuenow', '140');
    expect(document.body.style.paddingBottom).toBe('140px');

    fireEvent.click(screen.getByRole('button', { name: 'Закрепить панель справа' }));
    expect(dock).toHaveAttribute('data-placement', 'right');
    const side = screen.getByRole('separator', { name: 'Ширина панели отладки' });
    expect(side).toHaveAttribute('aria-orientation', 'vertical');
    const width = Number(side.getAttribute('aria-valuenow'));
    expect(document.body.style.paddingRight).toBe(`${width}px`);
    expect(document.body.style.paddingBottom).toBe('');
    fireEvent.keyDown(side, { key: 'ArrowLeft' });
    expect(side).toHaveAttribute('aria-valuenow', String(width + 24));
    expect(JSON.parse(window.localStorage.getItem('debug.dock') ?? '{}')).toEqual({
      placement: 'right',
      height: 140,
      width: width + 24,
    });

    // Closed, the page gets its room back; opened again, the dock is where it was left.
    view.unmount();
    expect(document.body.style.paddingRight).toBe('');
    expect(document.documentElement.style.scrollPaddingRight).toBe('');
    renderDock();
    expect(screen.getByTestId('debug-dock')).toHaveAttribute('data-placement', 'right');
    expect(screen.getByRole('separator', { name: 'Ширина панели отладки' })).toHaveAttribute(
      'aria-valuenow',
      String(width + 24),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Закрепить панель снизу' }));
    expect(screen.getByRole('separator', { name: 'Высота панели отладки' })).toHaveAttribute('aria-valuenow', '140');
  });

  it('opens the chart fitted and zooms it by steps', async () => {
    const actor = await startActor('debugTestZoom');
    renderDock();
    fireEvent.click(await findRow('debugTestZoom'));
    const chart = await screen.findByTestId('debug-chart');
    expect(screen.getByRole('button', { name: 'Вписать в окно' })).toHaveAttribute('aria-pressed', 'true');
    // jsdom measures no box: fitted means 1:1 there.
    expect(chart).toHaveAttribute('data-scale', '1');
    const width = Number(chart.getAttribute('width'));
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    expect(chart).toHaveAttribute('data-scale', '1.25');
    expect(Number(chart.getAttribute('width'))).toBe(Math.round(width * 1.25));
    expect(screen.getByRole('button', { name: 'Вписать в окно' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('debug-chart-scale')).toHaveTextContent('125 %');
    fireEvent.click(screen.getByRole('button', { name: 'Вписать в окно' }));
    expect(chart).toHaveAttribute('data-scale', '1');
    await act(async () => actor.stop());
  });
});
