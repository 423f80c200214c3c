import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IsoDateInput } from '../../../../src/console/components/inputs/IsoDateInput';

// A date outside a form shows DD.MM.YYYY whatever the browser's language (no native type="date"), reports only complete
// dates as yyyy-MM-dd and takes values set from outside.

function Harness({ initial, onChange }: { initial: string; onChange: (iso: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ChakraProvider value={defaultSystem}>
      <IsoDateInput
        aria-label="Дата"
        value={value}
        onChange={(iso) => {
          onChange(iso);
          setValue(iso);
        }}
      />
      <button type="button" onClick={() => setValue('2027-01-05')}>
        Снаружи
      </button>
    </ChakraProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Дата' });

describe('IsoDateInput', () => {
  it('shows an ISO value as DD.MM.YYYY in a text field, never a native date input', () => {
    render(<Harness initial="2026-11-27" onChange={() => {}} />);
    expect(field()).toHaveValue('27.11.2026');
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  it('reports a typed date as yyyy-MM-dd once complete, and not the half-typed text', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-11-27" onChange={onChange} />);
    const user = userEvent.setup();
    await user.clear(field());
    expect(onChange).toHaveBeenLastCalledWith('');
    onChange.mockClear();
    await user.type(field(), '0312');
    expect(field()).toHaveValue('03.12');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(field(), '2026');
    expect(field()).toHaveValue('03.12.2026');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2026-12-03');
  });

  it('takes a value set from outside and goes back to the last complete date when left half-typed', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-11-27" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));
    expect(field()).toHaveValue('05.01.2027');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(field(), '{Backspace}{Backspace}');
    await user.tab();
    expect(field()).toHaveValue('05.01.2027');
  });
});
