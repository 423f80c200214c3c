import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode } from 'react';

type Fields = Record<string, FieldMetadata<string>>;
type Options = Parameters<typeof useForm<Record<string, string>>>[0];

export const FORM_ID = 'inputs-test-form';

/** Renders fields inside a conform form; `formValue(name)` reads what the form would submit. */
export function renderInForm(renderFields: (fields: Fields) => ReactNode, options: Omit<Options, 'id'> = {}) {
  function Harness() {
    const [form, fields] = useForm<Record<string, string>>({ ...options, id: FORM_ID });
    return (
      <ChakraProvider value={defaultSystem}>
        <form {...getFormProps(form)}>{renderFields(fields as unknown as Fields)}</form>
      </ChakraProvider>
    );
  }
  const user = userEvent.setup();
  // StrictMode as in src/console/boot/consoleElement.tsx: effects run twice, so a mask must survive being torn down and rebuilt.
  const view = render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
  const formValue = (name: string) => {
    const form = document.forms.namedItem(FORM_ID);
    if (!form) throw new Error('form is not mounted');
    return new FormData(form).get(name);
  };
  return { ...view, user, formValue };
}
