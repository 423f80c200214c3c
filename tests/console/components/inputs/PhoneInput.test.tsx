import { screen, waitFor } from '@testing-library/react';
import { PhoneInput } from '../../../../src/console/components/inputs/PhoneInput';
import { renderInForm } from './renderInForm';

const renderPhone = (defaultValue?: Record<string, string>) =>
  renderInForm((fields) => <PhoneInput meta={fields.phone} label="Телефон" required />, { defaultValue });

describe('PhoneInput', () => {
  it('masks typed digits behind the fixed +7 and keeps +7XXXXXXXXXX in the form', async () => {
    const { user, formValue } = renderPhone();
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(input, '9123456789');
    expect(input).toHaveValue('+7 (912) 345-67-89');
    await waitFor(() => expect(formValue('phone')).toBe('+79123456789'));
  });

  it.each(['8 (912) 345-67-89', '+7 912 345 67 89', '79123456789'])(
    'a pasted %s lands as +7 (912) 345-67-89',
    async (pasted) => {
      const { user, formValue } = renderPhone();
      const input = screen.getByRole('textbox', { name: 'Телефон' });
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('+7 (912) 345-67-89');
      await waitFor(() => expect(formValue('phone')).toBe('+79123456789'));
    },
  );

  it('typing 79123456789 in full treats the 7 as the country code', async () => {
    const { user } = renderPhone();
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(input, '79123456789');
    expect(input).toHaveValue('+7 (912) 345-67-89');
  });

  it('holds what was typed so far, ignores letters and stops at ten national digits', async () => {
    const { user, formValue } = renderPhone();
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(input, '9a1b2');
    expect(input).toHaveValue('+7 (912');
    await waitFor(() => expect(formValue('phone')).toBe('+7912'));
    await user.type(input, '345678999');
    expect(input).toHaveValue('+7 (912) 345-67-89');
  });

  it('shows the initial value of the form masked', async () => {
    renderPhone({ phone: '+79123456789' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 (912) 345-67-89'));
  });

  it('follows a form reset back to the initial value', async () => {
    const { user, formValue } = renderInForm(
      (fields) => (
        <>
          <PhoneInput meta={fields.phone} label="Телефон" />
          <button type="reset">Сбросить</button>
        </>
      ),
      { defaultValue: { phone: '+79123456789' } },
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await waitFor(() => expect(input).toHaveValue('+7 (912) 345-67-89'));
    await user.clear(input);
    await user.type(input, '9001112233');
    await waitFor(() => expect(formValue('phone')).toBe('+79001112233'));
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(input).toHaveValue('+7 (912) 345-67-89'));
    expect(formValue('phone')).toBe('+79123456789');
  });

  it('is a labelled tel input without a name of its own', () => {
    renderPhone();
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('name');
  });
});
