import { Box, Button, Flex } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { sendSignLinksSchema } from '../../../../../shared/schemas/orders/orderDocuments';
import { PhoneInput } from '../../../../components/inputs/PhoneInput';

const phoneSchema = sendSignLinksSchema.pick({ phone: true });

interface Props {
  /** The client's phone the form starts with ('+79161234567'). */
  phone: string | null;
  onSubmit: (phone: string) => void;
  busy: boolean;
  disabled: boolean;
  serverError?: string;
}

/** 'Отправить на подпись': the phone the SMS code goes to, the client's own by default. */
export function SignRequestForm({ phone, onSubmit, busy, disabled, serverError }: Props) {
  const [form, fields] = useForm<{ phone: string }>({
    id: 'sign-request',
    defaultValue: { phone: phone ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: phoneSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value.phone);
    },
  });
  return (
    <form {...getFormProps(form)} noValidate>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box flex="1" minW="14rem" maxW="20rem">
          <PhoneInput meta={fields.phone} label="Телефон клиента" required serverError={serverError} />
        </Box>
        <Button
          type="submit"
          colorPalette="blue"
          variant="outline"
          loading={busy}
          loadingText="Отправить на подпись"
          disabled={disabled}
        >
          Отправить на подпись
        </Button>
      </Flex>
    </form>
  );
}
