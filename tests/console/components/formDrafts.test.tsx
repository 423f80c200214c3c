import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { z } from 'zod';
import {
  dropDrafts,
  hasDrafts,
  keepUnsavedDrafts,
  putDraft,
  setDraftUser,
  takeDraft,
  waitingDialogDrafts,
} from '../../../src/console/components/drafts/formDrafts';
import { ModalForm } from '../../../src/console/components/ModalForm';
import { TextField } from '../../../src/console/components/TextField';

const schema = z.object({ comment: z.string({ error: 'Укажите комментарий' }) });

function CommentDialog({ comment = 'первый заказ' }: { comment?: string }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <Router>
        <ModalForm
          open
          title="Комментарий клиента"
          schema={schema}
          defaultValue={{ comment }}
          onSubmit={async () => ({})}
          onClose={() => {}}
        >
          {({ fields }) => <TextField meta={fields.comment} label="Комментарий" required />}
        </ModalForm>
      </Router>
    </ChakraProvider>
  );
}

const field = () => screen.getByRole('textbox') as HTMLInputElement;
const saveButton = () => within(screen.getByTestId('modal-form')).getByRole('button', { name: 'Сохранить' });

beforeEach(() => {
  sessionStorage.clear();
  setDraftUser(() => 5); // the signed-in user the kept values belong to
});

describe('unsaved values kept over a session expiry', () => {
  it('puts a dirty form aside and back into the same form after the next login, marked as unsaved', async () => {
    const first = render(<CommentDialog />);
    fireEvent.input(field(), { target: { value: 'перезвонить после 18:00' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());

    keepUnsavedDrafts(5);
    expect(hasDrafts(5)).toBe(true);
    expect(waitingDialogDrafts(5, window.location.pathname).map((d) => d.title)).toEqual(['Комментарий клиента']);
    first.unmount();

    render(<CommentDialog />);
    await waitFor(() => expect(field().value).toBe('перезвонить после 18:00'));
    expect(screen.getByTestId('restored-draft')).toHaveTextContent('Восстановлены несохранённые изменения');
    // Unsaved: 'Сохранить' is there to press, nothing has been sent.
    expect(saveButton()).toBeEnabled();
    // Taken once: the store no longer holds it.
    expect(hasDrafts(5)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    await waitFor(() => expect(field().value).toBe('первый заказ'));
    expect(screen.queryByTestId('restored-draft')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('keeps nothing of a clean form', () => {
    const view = render(<CommentDialog />);
    keepUnsavedDrafts(5);
    expect(hasDrafts(5)).toBe(false);
    view.unmount();
  });

  it('does not put values back over other loaded values (another object, or one changed since)', async () => {
    const first = render(<CommentDialog />);
    fireEvent.input(field(), { target: { value: 'моё' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    keepUnsavedDrafts(5);
    first.unmount();

    render(<CommentDialog comment="изменён на сервере" />);
    expect(field().value).toBe('изменён на сервере');
    expect(screen.queryByTestId('restored-draft')).toBeNull();
    expect(hasDrafts(5)).toBe(true);
  });

  it("never gives one user's values to another, and a logout drops them all", () => {
    const draft = { place: '/orders/1', name: 'orderForm.guard', pristine: { a: '1' }, values: { a: '2' } };
    putDraft({ userId: 5, ...draft });
    putDraft({ userId: 6, ...draft });
    expect(takeDraft({ userId: 7, place: '/orders/1', name: 'orderForm.guard' }, { a: '1' })).toBeNull();

    dropDrafts({ keepUserId: 6 });
    expect(hasDrafts(5)).toBe(false);
    expect(hasDrafts(6)).toBe(true);
    dropDrafts();
    expect(hasDrafts(6)).toBe(false);
  });
});
