import type { PanelError } from './ErrorPanel';

type FormError = PanelError & { details?: Record<string, string> };

/**
 * What a form's error banner says, so a refusal is told once, where it belongs: nothing when each of the server's
 * field messages shows at its field (a wrong SMS code at the code), the messages of fields the form does not show,
 * or the message itself when the server named no field.
 */
export function formErrorBanner(error: FormError | null | undefined, fields: readonly string[]): PanelError | null {
  if (!error) return null;
  const details = error.details ?? {};
  const elsewhere = Object.keys(details).filter((key) => !fields.includes(key.split('.')[0]));
  if (Object.keys(details).length === 0) return error;
  if (elsewhere.length === 0) return null;
  return { ...error, message: [...new Set(elsewhere.map((key) => details[key]))].join('; ') };
}
