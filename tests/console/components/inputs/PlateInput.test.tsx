import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { PlateInput } from '../../../../src/console/components/inputs/PlateInput';
import { renderInForm } from './renderInForm';

const plateBox = () => screen.getByRole('textbox', { name: 'Гос. номер' });

describe('PlateInput', () => {
  it('uppercases and maps Latin look-alikes to their Cyrillic twins', async () => {
    const { user, formValue } = renderInForm((fields) => <PlateInput meta={fields.number} label="Гос. номер" />);
    await user.type(plateBox(), 'a123bc77');
    expect(plateBox()).toHaveValue('А123ВС77');
    await user.clear(plateBox());
    await user.type(plateBox(), 'ekmhoptyx');
    expect(plateBox()).toHaveValue('ЕКМНОРТУХ');
    await waitFor(() => expect(formValue('number')).toBe('ЕКМНОРТУХ'));
  });

  it('refuses other letters, spaces and hyphens on a Russian plate', async () => {
    const { user } = renderInForm((fields) => <PlateInput meta={fields.number} label="Гос. номер" />);
    await user.type(plateBox(), 'аб1Z -Д2жq');
    expect(plateBox()).toHaveValue('А12');
  });

  it('with Не РФ takes Latin and other letters, spaces and hyphens, uppercased', async () => {
    const { user, formValue } = renderInForm((fields) => (
      <PlateInput meta={fields.number} label="Гос. номер" foreignName="foreign" />
    ));
    await user.click(screen.getByText('Не РФ'));
    expect(screen.getByRole('checkbox', { name: 'Не РФ' })).toBeChecked();
    await user.type(plateBox(), 'ab-12 cd');
    expect(plateBox()).toHaveValue('AB-12 CD');
    await waitFor(() => expect(formValue('number')).toBe('AB-12 CD'));
    expect(formValue('foreign')).toBe('on');
  });

  it('maps the Latin twins when Не РФ is unchecked again', async () => {
    const { user, formValue } = renderInForm((fields) => (
      <PlateInput meta={fields.number} label="Гос. номер" defaultForeign />
    ));
    await user.type(plateBox(), 'ab12');
    expect(plateBox()).toHaveValue('AB12');
    await user.click(screen.getByText('Не РФ'));
    // The new mask is applied in an effect: under load it lands a tick after the click.
    await waitFor(() => expect(plateBox()).toHaveValue('АВ12'));
    await waitFor(() => expect(formValue('number')).toBe('АВ12'));
  });

  it('follows a controlled foreign prop, reports the checkbox and drops what a Russian plate cannot hold', async () => {
    const changes: boolean[] = [];
    function Controlled({ meta }: { meta: Parameters<typeof PlateInput>[0]['meta'] }) {
      const [foreign, setForeign] = useState(true);
      return (
        <PlateInput
          meta={meta}
          label="Гос. номер"
          foreign={foreign}
          onForeignChange={(next) => {
            changes.push(next);
            setForeign(next);
          }}
        />
      );
    }
    const { user, formValue } = renderInForm((fields) => <Controlled meta={fields.number} />);
    expect(screen.getByRole('checkbox', { name: 'Не РФ' })).toBeChecked();
    await user.type(plateBox(), 'w');
    expect(plateBox()).toHaveValue('W');
    await user.click(screen.getByText('Не РФ'));
    expect(changes).toEqual([false]);
    expect(screen.getByRole('checkbox', { name: 'Не РФ' })).not.toBeChecked();
    await waitFor(() => expect(plateBox()).toHaveValue(''));
    await waitFor(() => expect(formValue('number')).toBe(''));
  });

  it('stops a Russian plate at 20 characters', async () => {
    const { user } = renderInForm((fields) => <PlateInput meta={fields.number} label="Гос. номер" />);
    await user.type(plateBox(), '1'.repeat(25));
    expect(plateBox()).toHaveValue('1'.repeat(20));
  });
});
