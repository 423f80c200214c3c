import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ColorInput } from '../../../../src/console/components/inputs/ColorInput';
import { renderInForm } from './renderInForm';

const renderColor = (defaultValue?: Record<string, string>) =>
  renderInForm((fields) => <ColorInput meta={fields.color} label="Цвет" />, { defaultValue });

describe('ColorInput', () => {
  it('moves the swatch to a typed colour, 6 or 3 digits, with or without #', async () => {
    const { user } = renderColor();
    const text = screen.getByRole('textbox', { name: 'Цвет' });
    const swatch = screen.getByLabelText('Цвет: палитра');
    await user.type(text, '#1A2b3C');
    expect(swatch).toHaveValue('#1a2b3c');
    await user.clear(text);
    await user.type(text, 'f80');
    expect(swatch).toHaveValue('#ff8800');
  });

  it('refuses what is not a hex digit', async () => {
    const { user } = renderColor();
    const text = screen.getByRole('textbox', { name: 'Цвет' });
    await user.type(text, '#zz12g3456789');
    expect(text).toHaveValue('#123456');
  });

  it('writes a colour picked on the swatch into the text and the form', async () => {
    const { formValue } = renderColor({ color: '#000' });
    const text = screen.getByRole('textbox', { name: 'Цвет' });
    await waitFor(() => expect(text).toHaveValue('#000'));
    fireEvent.input(screen.getByLabelText('Цвет: палитра'), { target: { value: '#336699' } });
    expect(text).toHaveValue('#336699');
    await waitFor(() => expect(formValue('color')).toBe('#336699'));
  });
});
