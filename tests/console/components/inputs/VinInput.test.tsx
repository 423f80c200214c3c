import { screen, waitFor } from '@testing-library/react';
import { VinInput } from '../../../../src/console/components/inputs/VinInput';
import { renderInForm } from './renderInForm';

describe('VinInput', () => {
  it('uppercases, keeps Latin letters and digits only and stops at 17', async () => {
    const { user, formValue } = renderInForm((fields) => <VinInput meta={fields.vin} label="VIN" />);
    const input = screen.getByRole('textbox', { name: 'VIN' });
    await user.type(input, 'xta-2107 ф0');
    expect(input).toHaveValue('XTA21070');
    await user.type(input, '123456789ABCDEF');
    expect(input).toHaveValue('XTA21070123456789');
    await waitFor(() => expect(formValue('vin')).toBe('XTA21070123456789'));
  });

  it('uppercases a pasted VIN and cuts it at 17', async () => {
    const { user } = renderInForm((fields) => <VinInput meta={fields.vin} label="VIN" />);
    const input = screen.getByRole('textbox', { name: 'VIN' });
    await user.click(input);
    await user.paste('wvwzzz1jz3w386752extra');
    expect(input).toHaveValue('WVWZZZ1JZ3W386752');
  });
});
