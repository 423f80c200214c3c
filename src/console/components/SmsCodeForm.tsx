import { Box, Button, Flex } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { smsCodeSchema } from '../../shared/schemas/orders/orderForms';
import { TextField } from './TextField';

interface Props {
  /** The code as typed, once it passes the rules. */
  onSubmit: (smsCode: string) => void;
  busy: boolean;
  /** The server's word on the last code ('Неверный код. Осталось попыток: 3'). */
  serverError?: string;
  /** Distinguishes the forms when two are on one page. */
  id: string;
}

/**
 * The SMS code (digits only, at most 6, required): the library's messages as the user types, 'Подтвердить'
 * sends it.
 */
export function SmsCodeForm({ onSubmit, busy, serverError, id }: Props) {
  const [form, fields] = useForm<{ smsCode: string }>({
    id,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: smsCodeSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value.smsCode);
    },
  });
  return (
    <form {...getFormProps(form)} noValidate>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box flex="1" minW="10rem" maxW="16rem">
          <TextField
            meta={fields.smsCode}
            label="Код из СМС"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            serverError={serverError}
          />
        </Box>
        <Button type="submit" colorPalette="blue" loading={busy} loadingText="Подтвердить">
          Подтвердить
        </Button>
      </Flex>
    </form>
  );
}
