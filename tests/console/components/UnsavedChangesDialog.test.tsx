import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, Router } from 'wouter';
import { UnsavedChangesDialog } from '../../../src/console/components/dialogs/UnsavedChangesDialog';
import { useDirtyGuard } from '../../../src/console/components/useDirtyGuard';

// jsdom lays nothing out, so the focus trap would think every button hidden: give elements a width as a browser does.
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 100 }));
afterAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth));

const dialog = () => screen.queryByTestId('unsaved-changes-dialog');

describe('UnsavedChangesDialog', () => {
  it("asks 'Точно ?' in a focus-trapped alert dialog that starts on the safe answer", async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <UnsavedChangesDialog open onCancel={onCancel} onConfirm={onConfirm} />
      </ChakraProvider>,
    );
    const box = await screen.findByRole('alertdialog', { name: 'Точно ?' });
    expect(box).toHaveAttribute('data-testid', 'unsaved-changes-dialog');
    expect(box).toHaveAttribute('aria-modal', 'true');
    const cancel = screen.getByRole('button', { name: 'Нет. Отмена' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(screen.getByRole('button', { name: 'ДА. Потерять изменения' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <UnsavedChangesDialog open={false} onCancel={() => {}} onConfirm={() => {}} />
      </ChakraProvider>,
    );
    expect(dialog()).toBeNull();
  });
});

/** A screen with one guarded field, a router link, a guarded navigate call. */
function Editor() {
  const guard = useDirtyGuard({ name: 'testEditorGuard', initialValues: { note: 'старое' } });
  return (
    <>
      <input aria-label="Заметка" defaultValue="старое" onChange={(e) => guard.change({ note: e.target.value })} />
      <Link href="/other">Другая страница</Link>
      <button type="button" onClick={() => guard.navigate('/third')}>
        Дальше
      </button>
      <output data-testid="dirty">{String(guard.dirty)}</output>
      {guard.dialog}
    </>
  );
}

function renderEditor() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router>
        <Editor />
      </Router>
    </ChakraProvider>,
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Заметка'), { target: { value } });
const answer = async (name: 'Нет. Отмена' | 'ДА. Потерять изменения') => {
  fireEvent.click(await screen.findByRole('button', { name }));
  await waitFor(() => expect(dialog()).toBeNull());
};

describe('useDirtyGuard', () => {
  beforeEach(() => window.history.replaceState(null, '', '/form'));

  it('is dirty after an edit and clean once the edit is undone', () => {
    renderEditor();
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
    type('новое');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    type('старое');
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
  });

  it('follows a link at once while clean', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('link', { name: 'Другая страница' }));
    expect(window.location.pathname).toBe('/other');
    expect(dialog()).toBeNull();
  });

  it('asks before following a link from a dirty form: cancel stays with the edit, confirm goes', async () => {
    renderEditor();
    type('новое');
    fireEvent.click(screen.getByRole('link', { name: 'Другая страница' }));
    expect(await screen.findByRole('alertdialog', { name: 'Точно ?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');

    await answer('Нет. Отмена');
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Заметка')).toHaveValue('новое');
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');

    fireEvent.click(screen.getByRole('link', { name: 'Другая страница' }));
    await answer('ДА. Потерять изменения');
    expect(window.location.pathname).toBe('/other');
  });

  it('guards navigate() calls the same way', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(window.location.pathname).toBe('/third');

    act(() => window.history.replaceState(null, '', '/form'));
    type('новое');
    fireEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    await screen.findByRole('alertdialog', { name: 'Точно ?' });
    expect(window.location.pathname).toBe('/form');
    await answer('ДА. Потерять изменения');
    expect(window.location.pathname).toBe('/third');
  });

  it('puts the URL back on Back from a dirty form, asks, and steps back once confirmed', async () => {
    window.history.replaceState(null, '', '/start');
    window.history.pushState(null, '', '/form');
    renderEditor();
    type('новое');

    await act(async () => window.history.back());
    await screen.findByRole('alertdialog', { name: 'Точно ?' });
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Заметка')).toHaveValue('новое');

    await answer('ДА. Потерять изменения');
    await waitFor(() => expect(window.location.pathname).toBe('/start'));
  });

  it('lets Back through while clean', async () => {
    window.history.replaceState(null, '', '/start');
    window.history.pushState(null, '', '/form');
    renderEditor();
    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe('/start'));
    expect(dialog()).toBeNull();
  });

  it('asks the browser to confirm closing the tab only while dirty', () => {
    renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('новое');
    expect(unload()).toBe(true);
    type('старое');
    expect(unload()).toBe(false);
  });
});
