// The booking form's comment lives in the appointment's `details`, a JSON text. Other keys a
// booking may carry (from another form or an import) are kept when the comment changes.

type DetailsObject = Record<string, unknown>;

function parseDetails(details: string | null | undefined): DetailsObject | string | null {
  if (!details?.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as DetailsObject)
      : details;
  } catch {
    return details; // plain text from an older booking: shown as the comment
  }
}

/** The comment a `details` text holds: its `comment` key, or the whole text when it is not a JSON object. */
export function commentOf(details: string | null | undefined): string {
  const parsed = parseDetails(details);
  if (parsed === null) return '';
  if (typeof parsed === 'string') return parsed;
  return typeof parsed.comment === 'string' ? parsed.comment : '';
}

/** `details` with its comment replaced (removed when blank); undefined when nothing is left to send. */
export function withComment(details: string | null | undefined, comment: string | undefined): string | undefined {
  const parsed = parseDetails(details);
  const rest: DetailsObject = parsed !== null && typeof parsed === 'object' ? { ...parsed } : {};
  delete rest.comment;
  const text = comment?.trim();
  const next = text ? { ...rest, comment: text } : rest;
  return Object.keys(next).length > 0 ? JSON.stringify(next) : undefined;
}
