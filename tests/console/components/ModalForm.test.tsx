import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Router } from 'wouter';
import { z } from 'zod';
import { ErrorPanel } from '../../../src/console/components/ErrorPanel';
import { LoadState } from '../../../src/console/components/LoadState';
import { ModalForm } from '../../../src/console/components/ModalForm';
import { SelectField } from '../../../src/console/components/SelectField';
import { TextField } from '../../../src/console/components/TextField';
import { SUPPORT_EMAIL } from '../../../src/shared/constants';

// A demo of the kit: a client's promo dialog with a text field and a select.
const promoSchema = z.object({
  comment: z.string({ error: 'Укажите комментарий' }).max(50, 'Не длиннее 50 символов'),
  project: z.string({ error: 'Укажите проект' }),
});
const PROJECTS = [
  { value: 1, label: 'Шиномонтаж' },
  { value: 2, label: 'Страхование' },
];

type DemoProps = {
  onSubmit?: (values: z.output<typeof promoSchema>) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onDelete?: () => Promise<unknown>;
  canDelete?: boolean;
  canSave?: boolean;
  allowPristineSubmit?: boolean;
};

function PromoDemo({ onSubmit = async () => ({ id: 9 }), ...rest }: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Открыть</Button>
      <ModalForm
        open={open}
        title="Редактирование промоакции"
        schema={promoSchema}
        defaultValue={{ comment: 'первый заказ', project: '1' }}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
        {...rest}
      >
        {({ fields, serverErrors }) => (
          <>
            <TextField meta={fields.comment} label="Комментарий" required serverError={serverErrors.comment} />
            <SelectField
              meta={fields.project}
              label="Проект"
              required
              options={PROJECTS}
              serverError={serverErrors.project}
            />
          </>
        )}
      </ModalForm>
    </>
  );
}

function renderDemo(props: DemoProps = {}) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <Router>
        <PromoDemo {...props} />
      </Router>
    </ChakraProvider>,
  );
}

const form = () => screen.queryByTestId('modal-form');
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const comment = () => screen.getByRole('textbox', { name: /Комментарий/ });
const typeComment = (value: string) => fireEvent.input(comment(), { target: { value } });

describe('ModalForm', () => {
  beforeEach(() => window.history.replaceState(null, '', '/clients/1'));

  it('shows the title, the fields, the required note and the footer buttons', async () => {
    renderDemo({ onDelete: async () => {} });
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование промоакции' });
    expect(within(dialog).getByText('Поля, помеченные *, обязательны для заполнения')).toBeInTheDocument();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Отмена', 'Удалить', 'Сохранить']));
    expect(buttons.indexOf('Отмена')).toBeLessThan(buttons.indexOf('Удалить'));
    expect(buttons.indexOf('Удалить')).toBeLessThan(buttons.indexOf('Сохранить'));
    expect(comment()).toHaveValue('первый заказ');
  });

  it("disables 'Сохранить' while pristine, enables it after a change and disables it again once the change is undone", async () => {
    renderDemo();
    await screen.findByTestId('modal-form');
    expect(saveButton()).toBeDisabled();
    typeComment('первый заказ, скидка');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    typeComment('первый заказ');
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it("enables 'Сохранить' on an unchanged form where a pristine submit is allowed", async () => {
    const onSubmit = vi.fn(async () => ({ id: 9 }));
    renderDemo({ allowPristineSubmit: true, onSubmit });
    await screen.findByTestId('modal-form');
    expect(saveButton()).toBeEnabled();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'первый заказ', project: '1' }));
    await waitFor(() => expect(form()).toBeNull());
  });

  it('keeps what the user typed after a failed save and shows the server message once, beside its field', async () => {
    let reject!: (e: unknown) => void;
    const onSubmit = vi.fn(() => new Promise((_, r) => (reject = r)));
    renderDemo({ onSubmit });
    await screen.findByTestId('modal-form');
    typeComment('повторная выдача');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());

    // Busy: the request is out, the buttons wait.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ comment: 'повторная выдача', project: '1' }));
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAttribute('data-loading'); // the spinner
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();

    await act(async () =>
      reject({
        message: 'Проверьте поля',
        errorCode: 'VALIDATION_ERROR',
        details: { comment: 'Промоакция уже выдана' },
      }),
    );
    expect(await screen.findByText('Промоакция уже выдана')).toBeInTheDocument();
    expect(comment()).toHaveValue('повторная выдача');
    expect(comment()).toHaveAttribute('aria-invalid', 'true');
    // Told at the field only: no banner repeating it above the fields.
    expect(screen.getAllByText('Промоакция уже выдана')).toHaveLength(1);
    expect(screen.queryByTestId('error-panel')).toBeNull();
    expect(form()).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    // A message about a field the form does not show goes to the banner, an alert.
    typeComment('третья выдача');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await act(async () =>
      reject({ message: 'Проверьте поля', errorCode: 'VALIDATION_ERROR', details: { clientId: 'Клиент удалён' } }),
    );
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveAttribute('role', 'alert');
    expect(within(panel).getByText('Клиент удалён')).toBeInTheDocument();
  });

  it('calls onSaved with the answer and closes after a successful save', async () => {
    const onSaved = vi.fn();
    renderDemo({ onSaved, onSubmit: async (values) => ({ id: 12, ...values }) });
    await screen.findByTestId('modal-form');
    typeComment('новый комментарий');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(form()).toBeNull());
    expect(onSaved).toHaveBeenCalledWith({ id: 12, comment: 'новый комментарий', project: '1' });
    expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull();
  });

  it('does not send an invalid form', async () => {
    const onSubmit = vi.fn(async () => ({}));
    renderDemo({ onSubmit });
    await screen.findByTestId('modal-form');
    typeComment('x'.repeat(51));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText('Не длиннее 50 символов')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes an unchanged form at once', async () => {
    renderDemo();
    await screen.findByTestId('modal-form');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(form()).toBeNull());
    expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull();
  });

  it("asks 'Точно ?' before closing a changed form: 'Нет. Отмена' keeps it, 'ДА. Потерять изменения' closes it", async () => {
    renderDemo();
    await screen.findByTestId('modal-form');
    typeComment('черновик');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('alertdialog', { name: 'Точно ?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Нет. Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull());
    expect(form()).toBeInTheDocument();
    expect(comment()).toHaveValue('черновик');

    // The X asks too.
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await screen.findByRole('alertdialog', { name: 'Точно ?' });
    fireEvent.click(screen.getByRole('button', { name: 'ДА. Потерять изменения' }));
    await waitFor(() => expect(form()).toBeNull());
    expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull();

    // Opened again, it shows the loaded values, not the dropped edit.
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await screen.findByTestId('modal-form');
    expect(comment()).toHaveValue('первый заказ');
    expect(saveButton()).toBeDisabled();
  });

  it('asks on Escape from a changed form', async () => {
    renderDemo();
    await screen.findByTestId('modal-form');
    typeComment('черновик');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.keyDown(comment(), { key: 'Escape' });
    expect(await screen.findByRole('alertdialog', { name: 'Точно ?' })).toBeInTheDocument();
    expect(form()).toBeInTheDocument();
  });

  it("hides 'Удалить' without a delete call or the right to delete, and 'Сохранить' without the right to save", async () => {
    const { unmount } = renderDemo({ onDelete: async () => {}, canDelete: false });
    await screen.findByTestId('modal-form');
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    unmount();
    renderDemo({ canSave: false });
    await screen.findByTestId('modal-form');
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('deletes and closes without asking, even with edits', async () => {
    const onDelete = vi.fn(async () => {});
    renderDemo({ onDelete });
    await screen.findByTestId('modal-form');
    typeComment('черновик');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(form()).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull();
  });
});

/** A bare conform form to show the select's rules without the dialog. */
function ProjectForm({
  options,
  defaultProject,
  serverError,
}: {
  options: typeof PROJECTS;
  defaultProject?: string;
  serverError?: string;
}) {
  const [f, fields] = useForm({
    defaultValue: { project: defaultProject },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: z.object({ project: z.string({ error: 'Укажите проект' }) }) }),
    onSubmit: (e) => e.preventDefault(),
  });
  return (
    <ChakraProvider value={defaultSystem}>
      <form id={f.id} onSubmit={f.onSubmit} noValidate>
        <SelectField meta={fields.project} label="Проект" required options={options} serverError={serverError} />
        <button type="submit">Проверить</button>
      </form>
    </ChakraProvider>
  );
}

describe('SelectField', () => {
  it("hides an 'Укажите' message once a value is chosen", async () => {
    render(<ProjectForm options={PROJECTS} />);
    const select = screen.getByRole('combobox', { name: /Проект/ });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Укажите проект')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');

    fireEvent.input(select, { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByText('Укажите проект')).toBeNull());
    expect(select).not.toHaveAttribute('aria-invalid', 'true');

    fireEvent.input(select, { target: { value: '' } });
    expect(await screen.findByText('Укажите проект')).toBeInTheDocument();
  });

  it("hides a server's 'Укажите' message when the field has a value, and keeps other messages", async () => {
    const { rerender } = render(<ProjectForm options={PROJECTS} defaultProject="1" serverError="Укажите проект" />);
    expect(screen.getByRole('combobox', { name: /Проект/ })).toHaveValue('1');
    rerender(<ProjectForm options={PROJECTS} defaultProject="1" serverError="Проект закрыт" />);
    expect(await screen.findByText('Проект закрыт')).toBeInTheDocument();
    rerender(<ProjectForm options={PROJECTS} defaultProject="1" serverError="Укажите проект" />);
    await waitFor(() => expect(screen.queryByText('Проект закрыт')).toBeNull());
    expect(screen.queryByText('Укажите проект')).toBeNull();
  });

  it("reads 'Нет вариантов' when there is nothing to choose", async () => {
    render(<ProjectForm options={[]} />);
    const select = screen.getByRole('combobox', { name: /Проект/ });
    const only = within(select).getByRole('option', { name: 'Нет вариантов' });
    expect(only).toBeDisabled();
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    await act(async () => {}); // let the field finish its first paint
  });
});

describe('ErrorPanel', () => {
  it('shows the message with a retry hint and a prepared letter to support', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ErrorPanel
          error={{
            message: 'Сервис временно недоступен',
            errorCode: 'INTERNAL_ERROR',
            status: 503,
            timestamp: 1_795_341_600,
          }}
        />
      </ChakraProvider>,
    );
    const panel = screen.getByTestId('error-panel');
    expect(panel).toHaveAttribute('role', 'alert');
    expect(within(panel).getByText('Сервис временно недоступен')).toBeInTheDocument();
    expect(within(panel).getByText(/Повторите попытку. Если ошибка повторится/)).toBeInTheDocument();

    const link = within(panel).getByRole('link', { name: SUPPORT_EMAIL });
    const href = link.getAttribute('href')!;
    expect(href.startsWith(`mailto:${SUPPORT_EMAIL}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toContain('INTERNAL_ERROR');
    const body = params.get('body')!;
    expect(body).toContain('Текст ошибки: Сервис временно недоступен');
    expect(body).toContain('Код ошибки: INTERNAL_ERROR (HTTP 503)');
    expect(body).toContain('Время: ');
    expect(body).toContain(`Страница: ${window.location.href}`);
  });

  it("backs the table's load failure: 'Ошибка загрузки данных', the message, 'повторить' and the support hint", () => {
    const onRetry = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <LoadState loading={false} error={{ message: 'Возникла ошибка сети.' }} empty={false} onRetry={onRetry}>
          <div>таблица</div>
        </LoadState>
      </ChakraProvider>,
    );
    const panel = screen.getByTestId('load-failed');
    expect(within(panel).getByText('Ошибка загрузки данных')).toBeInTheDocument();
    expect(within(panel).getByText('Возникла ошибка сети.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: SUPPORT_EMAIL })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
