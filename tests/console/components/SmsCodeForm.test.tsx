import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SmsCodeForm } from '../../../src/console/components/SmsCodeForm';

// The SMS code input: digits only, at most 6, required, each rule with its Russian message.

function renderForm(serverError?: string) {
  const onSubmit = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <SmsCodeForm id="sms" busy={false} serverError={serverError} onSubmit={onSubmit} />
    </ChakraProvider>,
  );
  return {
    onSubmit,
    input: screen.getByRole('textbox', { name: /Код из СМС/ }),
    submit: screen.getByRole('button', { name: 'Подтвердить' }),
  };
}

describe('SmsCodeForm', () => {
  it('asks for the code when it is empty', async () => {
    const user = userEvent.setup();
    const { onSubmit, submit } = renderForm();
    await user.click(submit);
    expect(await screen.findByText('Введите код из СМС')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes digits only and at most six of them, telling why as the user types', async () => {
    const user = userEvent.setup();
    const { onSubmit, input, submit } = renderForm();
    await user.type(input, '12a');
    await user.click(submit);
    expect(await screen.findByText('Поддерживаются только цифры')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1234567');
    expect(await screen.findByText('Максимальная длина 6 символов')).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Максимальная длина 6 символов')).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s word on the last code', () => {
    renderForm('Неверный код. Осталось попыток: 3');
    expect(screen.getByText('Неверный код. Осталось попыток: 3')).toBeInTheDocument();
  });
});
