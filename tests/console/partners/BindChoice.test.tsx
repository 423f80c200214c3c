import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

// The bind select of an office's services and corporate clients and of a partner's insurers: what is not bound yet,
// and the button that binds the chosen one.

vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const { BindChoice } = await import('../../../src/console/screens/partners/BindChoice');

const wrap = (node: React.ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

describe('BindChoice', () => {
  it('binds the chosen one, then clears the choice and tells the caller', async () => {
    const user = userEvent.setup();
    const bind = vi.fn(async () => ({}));
    const onBound = vi.fn();
    wrap(
      <BindChoice
        label="Страховая компания"
        placeholder="Выберите страховую компанию"
        choices={[
          { id: 4, name: 'Ингосстрах' },
          { id: 5, name: 'РЕСО' },
        ]}
        buttonLabel="Привязать"
        name="test.bind"
        maxW="20rem"
        bind={bind}
        onBound={onBound}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Страховая компания' });
    const button = screen.getByRole('button', { name: 'Привязать' });
    expect(button).toBeDisabled();
    await user.selectOptions(select, 'РЕСО');
    await user.click(button);
    await waitFor(() => expect(onBound).toHaveBeenCalledTimes(1));
    expect(bind).toHaveBeenCalledWith(5);
    expect(select).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Привязать' })).toBeDisabled();
  });

  it('says there is nothing to choose when everything is bound', () => {
    wrap(
      <BindChoice
        label="Услуга для подключения"
        placeholder="Выберите услугу"
        choices={[]}
        buttonLabel="Подключить"
        name="test.bind.none"
        maxW="20rem"
        bind={vi.fn()}
        onBound={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Услуга для подключения' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Нет вариантов']);
    expect(screen.getByRole('button', { name: 'Подключить' })).toBeDisabled();
  });
});
