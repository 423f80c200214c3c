import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';

/** The part of a conform form this needs: its element's id and its `update` intent. */
interface ConformForm {
  id: string;
  update: (options: { value: never }) => void;
}

/**
 * Puts values into a conform form. Conform sends intents through the form element, which a dialog's portal mounts a
 * frame after the dialog itself: until it is there the values wait (a few frames at most).
 */
export function fillConformForm(form: ConformForm, values: FormValues, framesLeft = 30) {
  if (document.getElementById(form.id)) form.update({ value: values as never });
  else if (framesLeft > 0) requestAnimationFrame(() => fillConformForm(form, values, framesLeft - 1));
}
