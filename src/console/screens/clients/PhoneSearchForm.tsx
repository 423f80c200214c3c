import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import type { Client } from '../../../shared/schemas/clients/clientEntity';
import { isMobilePhone, isValidRussianPhone, phoneSearchSchema } from '../../../shared/schemas/fields/phone';
import { fetchClientByPhone } from '../../api/clientsApi';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { Notice } from '../../components/Notice';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';

interface Props {
  onFound: (client: Client) => void;
  /** 'Добавить' with the typed mobile number ('+79161234567' form). */
  onAdd: (phoneNumber: string) => void;
}

/**
 * The client search by phone: 'Найти' only for a valid Russian number,
 * 'Добавить' only for a mobile one (and with insert on order.client); a failed lookup shows the server's message.
 */
export function PhoneSearchForm({ onFound, onAdd }: Props) {
  const canAdd = useAllowed(WIDGET_KEYS.client, ['permissionInsert']);
  const found = useRef<Client | null>(null);
  const searched = useRef('');
  const lookup = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          found.current = await fetchClientByPhone((input.values as { phone: string }).phone);
          return found.current;
        }),
      },
    }),
    { inspect, systemId: 'clientSearch.phone' },
  );
  const searching = useSelector(lookup, (s) => s.hasTag('busy'));
  const done = useSelector(lookup, (s) => s.status === 'done');
  const error = useSelector(lookup, (s) => s.context.error);

  const [form, fields] = useForm<{ phone: string }>({
    id: 'client-phone-search',
    // A search form checks when asked to search: leaving an empty field is not a mistake (and a message appearing
    // on blur would move the other form's button from under the pointer).
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: phoneSearchSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      searched.current = submission.value.phone;
      lookup.send({ type: 'form.submit', values: submission.value });
    },
  });

  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  useEffect(() => {
    if (done && found.current) onFoundRef.current(found.current);
  }, [done]);

  const phone = form.value?.phone ?? '';
  const valid = isValidRussianPhone(phone);
  const mobile = isMobilePhone(phone);
  // The message belongs to the number that was looked up; typing another one puts it away.
  const shownError = error && phone === searched.current ? error : null;

  return (
    <Box as="section" aria-labelledby="client-phone-search-title">
      <Heading as="h2" size="md" id="client-phone-search-title" mb="3">
        Поиск по телефону
      </Heading>
      <form {...getFormProps(form)} noValidate>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="16rem" maxW="24rem">
            <PhoneInput meta={fields.phone} label="Телефон" required autoFocus />
          </Box>
          <Button
            type="submit"
            colorPalette="blue"
            loading={searching}
            loadingText="Найти"
            disabled={!valid || searching}
          >
            Найти
          </Button>
          {canAdd && (
            <Button variant="outline" disabled={!mobile || searching} onClick={() => onAdd(phone)}>
              Добавить
            </Button>
          )}
        </Flex>
      </form>
      {shownError && (
        <Notice
          status={shownError.status === 404 ? 'warning' : 'error'}
          mt="3"
          data-testid="client-lookup-failed"
          title={shownError.message}
          description={canAdd && mobile && 'Проверьте номер или добавьте нового клиента кнопкой «Добавить».'}
        />
      )}
    </Box>
  );
}
