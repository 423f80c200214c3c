import { screen, waitFor } from '@testing-library/react';
import { TimeInput } from '../../../../src/console/components/inputs/TimeInput';
import { renderInForm } from './renderInForm';

const renderTime = (props: { readOnly?: boolean } = {}) =>
  renderInForm((fields) => <TimeInput meta={fields.begin} label="Начало" {...props} />);

describe('TimeInput', () => {
  it('takes HH:mm through the 00:00 mask', async () => {
    const { user, formValue } = renderTime();
    const input = screen.getByRole('textbox', { name: 'Начало' });
    await user.type(input, '0930');
    expect(input).toHaveValue('09:30');
    await waitFor(() => expect(formValue('begin')).toBe('09:30'));
  });

  it('refuses hour 25 and minute 75', async () => {
    const { user } = renderTime();
    const input = screen.getByRole('textbox', { name: 'Начало' });
    await user.type(input, '25');
    expect(input).toHaveValue('2');
    await user.clear(input);
    await user.type(input, '25:00');
    expect(input).not.toHaveValue('25:00');
    await user.clear(input);
    await user.type(input, '12:75');
    expect(input).toHaveValue('12:5');
    await user.clear(input);
    await user.type(input, '23:59');
    expect(input).toHaveValue('23:59');
  });

  it('offers 48 half-hour times 00:00..23:30 and puts the chosen one in the field', async () => {
    const { user, formValue } = renderTime();
    const picker = screen.getByRole('combobox', { name: 'Начало: выбрать из списка' });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(48);
    expect(options[0]).toBe('00:00');
    expect(options[1]).toBe('00:30');
    expect(options[47]).toBe('23:30');
    await user.selectOptions(picker, '14:30');
    expect(screen.getByRole('textbox', { name: 'Начало' })).toHaveValue('14:30');
    await waitFor(() => expect(formValue('begin')).toBe('14:30'));
  });

  it('shows a typed half-hour time as chosen in the picker', async () => {
    const { user } = renderTime();
    await user.type(screen.getByRole('textbox', { name: 'Начало' }), '1000');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Начало: выбрать из списка' })).toHaveValue('10:00'),
    );
  });

  it('has no picker when read-only', () => {
    renderTime({ readOnly: true });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Начало' })).toHaveAttribute('readonly');
  });
});
