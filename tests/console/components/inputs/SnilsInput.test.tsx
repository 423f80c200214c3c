import { screen, waitFor } from '@testing-library/react';
import { SnilsInput } from '../../../../src/console/components/inputs/SnilsInput';
import { renderInForm } from './renderInForm';

describe('SnilsInput', () => {
  it('masks digits as 000-000-000-00 and refuses the rest', async () => {
    const { user, formValue } = renderInForm((fields) => <SnilsInput meta={fields.snils} label="СНИЛС" />);
    const input = screen.getByRole('textbox', { name: 'СНИЛС' });
    await user.type(input, '123a45678901999');
    expect(input).toHaveValue('123-456-789-01');
    await waitFor(() => expect(formValue('snils')).toBe('123-456-789-01'));
  });

  it('formats a pasted number', async () => {
    const { user } = renderInForm((fields) => <SnilsInput meta={fields.snils} label="СНИЛС" />);
    const input = screen.getByRole('textbox', { name: 'СНИЛС' });
    await user.click(input);
    await user.paste('123 456 789 01');
    expect(input).toHaveValue('123-456-789-01');
  });

  it('is read-only when asked (as in the client form)', async () => {
    const { user } = renderInForm((fields) => <SnilsInput meta={fields.snils} label="СНИЛС" readOnly />, {
      defaultValue: { snils: '123-456-789-01' },
    });
    const input = screen.getByRole('textbox', { name: 'СНИЛС' });
    await waitFor(() => expect(input).toHaveValue('123-456-789-01'));
    await user.type(input, '5');
    expect(input).toHaveValue('123-456-789-01');
  });
});
