import { parseWithZod } from '@conform-to/zod/v4';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { PhoneInput } from '../../../../src/console/components/inputs/PhoneInput';
import { TextField } from '../../../../src/console/components/TextField';
import { renderInForm } from './renderInForm';

// A stand-in schema: the real rules and messages live in src/shared/schemas.
const schema = z.object({
  phone: z.string({ error: 'Укажите телефон' }).regex(/^\+7\d{10}$/, 'Ошибка ввода телефонного номера'),
  login: z.string({ error: 'Введите корректный логин' }),
});

const renderFields = (serverError?: string) =>
  renderInForm(
    (fields) => (
      <>
        <PhoneInput meta={fields.phone} label="Телефон" required serverError={serverError} />
        <TextField meta={fields.login} label="Логин" required />
      </>
    ),
    {
      shouldValidate: 'onBlur',
      shouldRevalidate: 'onInput',
      onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    },
  );

describe('FieldShell wiring (conform + Chakra Field)', () => {
  it('validates a masked field on blur and ties the message to the visible input', async () => {
    const { user } = renderFields();
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.click(phone);
    await user.tab();
    const message = await screen.findByText('Укажите телефон');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAttribute('aria-errormessage', message.id);
    expect(message.id).toBe(`${phone.id}-error`);
  });

  it('revalidates as the user types and clears the message once the number is whole', async () => {
    const { user } = renderFields();
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '912');
    await user.tab();
    expect(await screen.findByText('Ошибка ввода телефонного номера')).toBeInTheDocument();
    await user.type(phone, '3456789');
    await waitFor(() => expect(screen.queryByText('Ошибка ввода телефонного номера')).toBeNull());
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('shows a server message when the form has none', () => {
    renderFields('Номер уже занят');
    expect(screen.getByText('Номер уже занят')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps TextField a named, labelled input with the same wiring', async () => {
    const { user, formValue } = renderFields();
    const login = screen.getByRole('textbox', { name: 'Логин' });
    expect(login).toHaveAttribute('name', 'login');
    await user.click(login);
    await user.tab();
    const message = await screen.findByText('Введите корректный логин');
    expect(login).toHaveAttribute('aria-errormessage', message.id);
    await user.type(login, 'admin');
    expect(formValue('login')).toBe('admin');
    await waitFor(() => expect(screen.queryByText('Введите корректный логин')).toBeNull());
  });
});
