import { CloseButton, Flex, NativeSelect, Spinner } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { carmenMappingMachine, type MappingValue } from '../../../../machines/carmen/carmenMappingMachine';
import { inspect } from '../../debug/inspector';
import { notify } from '../../toasts/toaster';

export interface MappingOption {
  value: number;
  label: string;
}

interface Props {
  rowId: number;
  /** The row's value as the table has it from the server. */
  value: MappingValue;
  /** How the mapped value reads when the options do not hold it (a deleted make, a user past the first 500). */
  valueLabel: string | null;
  options: MappingOption[];
  /** The options are still coming. */
  optionsLoading?: boolean;
  /** The user holds the update flag; decides the chart's start (read-only or editable). */
  canEdit: boolean;
  /** What the row is called, for the select's label and the toasts ('KIA MOTORS'). */
  rowLabel: string;
  /** The PUT: answers the value as saved. */
  save: (rowId: number, value: MappingValue) => Promise<MappingValue>;
  onSaved?: () => void;
}

const EMPTY_SELECT = 'Нет вариантов';
const NOTHING_CHOSEN = 'Не выбрано';

/**
 * A Carmen row's mapping select: a choice saves at once with a toast, a failure restores the
 * previous value with an error toast, the clear button shows only when a value is set; disabled without the
 * update flag and while saving. The lifecycle is carmenMappingMachine; this view only sends it events.
 */
export function CarmenMappingSelect({
  rowId,
  value,
  valueLabel,
  options,
  optionsLoading,
  canEdit,
  rowLabel,
  save,
  onSaved,
}: Props) {
  const latest = useRef({ save, onSaved, options, rowLabel, valueLabel });
  latest.current = { save, onSaved, options, rowLabel, valueLabel };
  const actor = useActorRef(
    carmenMappingMachine.provide({
      actors: { save: fromPromise(({ input }) => latest.current.save(input.rowId, input.value)) },
      actions: {
        notifySaved: (_, { value: saved }) => {
          const { options: opts, rowLabel: row } = latest.current;
          const label = opts.find((o) => o.value === saved)?.label;
          notify({
            type: 'success',
            title: 'Успех',
            description:
              saved === null ? `«${row}»: сопоставление снято` : `«${row}»: ${label ?? 'сопоставление сохранено'}`,
          });
          latest.current.onSaved?.();
        },
        notifyFailed: (_, { error }) => {
          // Network failures and 5xx answers already have the console's global toast.
          if (error.connectError || (error.status ?? 0) >= 500) return;
          notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
        },
      },
    }),
    { input: { rowId, value, canEdit }, inspect },
  );
  useEffect(() => actor.send({ type: 'mapping.sync', value }), [actor, value]);

  const current = useSelector(actor, (s) => s.context.value);
  const editable = useSelector(actor, (s) => s.hasTag('editable'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const canClear = useSelector(actor, (s) => s.can({ type: 'mapping.clear' }));

  // The mapped value stays readable even when the options do not hold it.
  const shown =
    current !== null && !options.some((o) => o.value === current)
      ? [{ value: current, label: (current === value ? valueLabel : null) ?? `№ ${current}` }, ...options]
      : options;
  const empty = shown.length === 0;

  return (
    // Arrows belong to the select here, not to the table's row navigation.
    <Flex align="center" gap="1" onKeyDown={(e) => e.stopPropagation()} onClick={(e) => e.stopPropagation()}>
      <NativeSelect.Root size="xs" disabled={!editable || saving} flex="1" minW="0">
        <NativeSelect.Field
          aria-label={`Сопоставление: ${rowLabel}`}
          value={current === null ? '' : String(current)}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (next !== '') actor.send({ type: 'mapping.change', value: Number(next) });
          }}
        >
          {current === null && (
            <option value="" disabled>
              {optionsLoading ? 'Загрузка…' : empty ? EMPTY_SELECT : NOTHING_CHOSEN}
            </option>
          )}
          {shown.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {saving ? (
        <Spinner size="xs" aria-label="Сохранение" />
      ) : (
        canClear && (
          <CloseButton
            size="2xs"
            aria-label={`Очистить: ${rowLabel}`}
            title="Очистить"
            onClick={() => actor.send({ type: 'mapping.clear' })}
          />
        )
      )}
    </Flex>
  );
}
