import type { FieldMetadata } from '@conform-to/react';
import { TextField } from '../../components/TextField';

/** The password and its confirmation, as registration and reset both ask for them. */
export function NewPasswordFields({
  password,
  passwordConfirm,
  serverErrors,
}: {
  password: FieldMetadata<string>;
  passwordConfirm: FieldMetadata<string>;
  serverErrors?: Record<string, string>;
}) {
  return (
    <>
      <TextField
        meta={password}
        label="Пароль"
        type="password"
        required
        autoComplete="new-password"
        serverError={serverErrors?.password}
      />
      <TextField
        meta={passwordConfirm}
        label="Повторите пароль"
        type="password"
        required
        autoComplete="new-password"
        serverError={serverErrors?.passwordConfirm}
      />
    </>
  );
}
