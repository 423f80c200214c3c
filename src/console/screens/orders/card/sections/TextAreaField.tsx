import { Textarea } from '@chakra-ui/react';
import { type FieldMetadata, getTextareaProps } from '@conform-to/react';
import { FieldShell } from '../../../../components/inputs/FieldShell';

interface Props {
  // biome-ignore lint/suspicious/noExplicitAny: the form's own shape does not matter to one field
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  required?: boolean;
  /** A message from the server for this field, shown when the form itself has none. */
  serverError?: string;
  rows?: number;
}

/**
 * A conform-driven multi-line text in a Chakra field (a comment, a note): label, required mark, the message beneath.
 */
export function TextAreaField({ meta, label, required, serverError, rows = 3 }: Props) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <FieldShell meta={meta} label={label} required={required} serverError={serverError}>
      <Textarea key={key} {...props} required={false} rows={rows} />
    </FieldShell>
  );
}
