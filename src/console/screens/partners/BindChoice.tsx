import { Flex, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { CallButton } from '../orders/card/sections/CallButton';

type Props = {
  /** The select's accessible name: 'Услуга для подключения'. */
  label: string;
  /** The select's empty option while there are choices: 'Выберите услугу'. */
  placeholder: string;
  /** What may still be bound (those already bound are left out by the caller). */
  choices: { id: number; name: string }[];
  /** 'Привязать', 'Подключить'. */
  buttonLabel: string;
  /** Names the call's actor in the debug panel. */
  name: string;
  maxW: string;
  bind: (id: number) => Promise<unknown>;
  /** After a successful bind: the choice is cleared, the caller reads its list again. */
  onBound: () => void;
};

/** A select of what is not bound yet and the button that binds the chosen one (an office's services, an insurer). */
export function BindChoice({ label, placeholder, choices, buttonLabel, name, maxW, bind, onBound }: Props) {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Flex gap="2" align="center">
      <NativeSelect.Root size="sm" maxW={maxW}>
        <NativeSelect.Field
          aria-label={label}
          value={chosen ?? ''}
          onChange={(e) => setChosen(Number(e.target.value) || null)}
        >
          <option value="">{choices.length === 0 ? 'Нет вариантов' : placeholder}</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <CallButton
        label={buttonLabel}
        size="sm"
        name={name}
        disabled={chosen === null}
        run={() => bind(chosen as number)}
        onDone={() => {
          setChosen(null);
          onBound();
        }}
      />
    </Flex>
  );
}
