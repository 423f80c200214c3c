import { Button, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../machines/kit/submissionMachine';
import { inspect } from '../debug/inspector';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  /** The choices not added yet. */
  options: { id: number; name: string }[];
  /** The select's accessible name («Услуга»). */
  label: string;
  /** The empty choice's text («Выберите услугу»). */
  placeholder: string;
  /** The button («Добавить услугу»). */
  submitLabel: string;
  /** The chart's id in the debug panel. */
  systemId: string;
  add: (id: number) => Promise<unknown>;
  onAdded: () => void;
}

/**
 * Add one of a list to something (a service to a post, a status to an order source): a select and one call; the
 * server's refusal stays beneath. The owner remounts it (a new key) after each success.
 */
export function AddChoiceForm({ options, label, placeholder, submitLabel, systemId, add, onAdded }: Props) {
  const added = useRef(onAdded);
  added.current = onAdded;
  // The select's choice is view state; the call is the chart's.
  const [chosen, setChosen] = useState('');
  const actor = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<unknown, { values: unknown }>(({ input }) => add(input.values as number)),
      },
    }),
    { inspect, systemId },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) added.current();
  }, [done]);
  return (
    <Stack gap="2">
      <HStack gap="2" align="flex-end">
        <NativeSelect.Root size="sm" maxW="sm" disabled={busy || options.length === 0}>
          <NativeSelect.Field aria-label={label} value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{options.length === 0 ? 'Нет вариантов' : placeholder}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          colorPalette="blue"
          loading={busy}
          disabled={!chosen}
          onClick={() => actor.send({ type: 'form.submit', values: Number(chosen) })}
        >
          {submitLabel}
        </Button>
      </HStack>
      {error && <ErrorPanel error={error} />}
    </Stack>
  );
}
