import type { FieldMetadata } from '@conform-to/react';
import type { FactoryOpts } from 'imask';
import { useCallback, useEffect } from 'react';
import { useIMask } from 'react-imask';
import { useFieldControl } from './useFieldControl';

/** What a mask shows and what it holds without its literals. */
export interface MaskState {
  value: string;
  unmaskedValue: string;
}

/** The form's value of a mask: by default the text on screen. */
export type MaskToForm = (mask: MaskState) => string;
const shownText: MaskToForm = (mask) => mask.value;

/**
 * An imask mask on the visible input (imask keeps the caret), the result in the conform field.
 * `opts` and `toForm` must keep their identity between renders (module constants or memoised).
 * A value the form gets from elsewhere (initial value, reset, form.update) is typed into the mask.
 */
export function useMaskedInput<Opts extends FactoryOpts>(
  meta: FieldMetadata<string>,
  opts: Opts,
  toForm: MaskToForm = shownText,
) {
  const field = useFieldControl(meta);
  const { change, value } = field;
  const onAccept = useCallback((_shown: unknown, mask: MaskState) => change(toForm(mask)), [change, toForm]);
  const { ref, maskRef } = useIMask<HTMLInputElement, Opts>(opts, { onAccept });

  useEffect(() => {
    const mask = maskRef.current;
    if (mask && toForm(mask) !== value) mask.value = value;
  }, [value, maskRef, toForm]);

  return {
    ...field,
    /** Ref for the visible input. */
    inputRef: ref,
    /** Types text into the mask as if the user entered it (a picker's choice). */
    setText: useCallback(
      (text: string) => {
        if (maskRef.current) maskRef.current.value = text;
      },
      [maskRef],
    ),
  };
}
