import { Field, Input } from '@chakra-ui/react';

interface Props {
  label: string;
  value: string;
  /** Why the field cannot be changed, shown beneath it. */
  hint?: string;
  testId?: string;
}

/** A field the user sees but may not change (the client's read-only phone, status, registration date). */
export function ReadOnlyField({ label, value, hint, testId }: Props) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input value={value} readOnly bg="bg.muted" data-testid={testId} placeholder="—" />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
