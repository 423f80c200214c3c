import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { timeSlots } from '../../../shared/format';
import { FieldShell, type MaskedFieldProps } from './FieldShell';
import { TIME_MASK } from './timeMask';
import { useMaskedInput } from './useMaskedInput';

/** The picker's times, HH:mm every 30 minutes. */
const SLOTS = timeSlots();

type Props = MaskedFieldProps;

/**
 * A time 'HH:mm': typed through the 00:00 mask (hours 0-23, minutes 0-59) or picked from the half-hour list (not when
 * read-only).
 */
export function TimeInput({ meta, label, required, serverError, disabled, readOnly }: Props) {
  const time = useMaskedInput(meta, TIME_MASK);
  return (
    <FieldShell
      meta={meta}
      label={label}
      required={required}
      serverError={serverError}
      disabled={disabled}
      readOnly={readOnly}
    >
      <HStack gap="2" width="full">
        <Input
          ref={time.inputRef}
          inputMode="numeric"
          placeholder="чч:мм"
          maxW="7rem"
          required={false}
          aria-required={required || undefined}
          onFocus={time.focus}
          onBlur={time.blur}
        />
        {!readOnly && (
          <NativeSelect.Root width="8rem">
            {/* Inside the field it shares the field's state (disabled, invalid, required); it needs an id of its own. */}
            <NativeSelect.Field
              id={`${meta.id}-picker`}
              aria-label={`${label}: выбрать из списка`}
              value={SLOTS.includes(time.value) ? time.value : ''}
              onBlur={time.blur}
              onChange={(event) => {
                if (event.target.value) time.setText(event.target.value);
              }}
            >
              <option value="" disabled hidden>
                Список
              </option>
              {SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      <input {...time.valueInputProps} />
    </FieldShell>
  );
}
