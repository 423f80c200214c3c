import { screen, waitFor } from '@testing-library/react';
import { DateInput } from '../../../../src/console/components/inputs/DateInput';
import { parseRuDate, ruDateToUnix } from '../../../../src/shared/format';
import { renderInForm } from './renderInForm';

const renderDate = (defaultValue?: Record<string, string>) =>
  renderInForm((fields) => <DateInput meta={fields.dateOfBirth} label="Дата рождения" />, { defaultValue });

describe('DateInput', () => {
  it('puts the dots in as digits are typed and keeps the text in the form', async () => {
    const { user, formValue } = renderDate();
    const input = screen.getByRole('textbox', { name: 'Дата рождения' });
    await user.type(input, '0503');
    expect(input).toHaveValue('05.03');
    await user.type(input, '1990');
    expect(input).toHaveValue('05.03.1990');
    await waitFor(() => expect(formValue('dateOfBirth')).toBe('05.03.1990'));
    const typed = String(formValue('dateOfBirth'));
    expect(parseRuDate(typed)).toBe('1990-03-05');
    expect(ruDateToUnix(typed)).toBe(636_584_400);
  });

  it('refuses a day above 31, a month above 12, letters, and a day the month does not have', async () => {
    const { user } = renderDate();
    const input = screen.getByRole('textbox', { name: 'Дата рождения' });
    await user.type(input, '32');
    expect(input).toHaveValue('3');
    await user.clear(input);
    await user.type(input, '01x13');
    expect(input).toHaveValue('01.1');
    await user.clear(input);
    await user.type(input, '31022024');
    expect(input).toHaveValue('31.02.202');
  });

  it('shows the initial text of the form', async () => {
    renderDate({ dateOfBirth: '12.04.1961' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Дата рождения' })).toHaveValue('12.04.1961'));
  });
});
