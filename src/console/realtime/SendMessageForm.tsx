import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef } from 'react';
import { type MessageSend, messageSendSchema } from '../../shared/schemas/realtime';
import { fetchOnlineUsers } from '../api/realtimeApi';
import { FieldShell } from '../components/inputs/FieldShell';
import { SelectField } from '../components/SelectField';
import { useRemoteData } from '../hooks/useRemoteData';
import { useProfile } from '../session/useSession';
import { realtimeActor } from './realtimeActor';
import { useConnection, useOutgoing, usePresenceVersion } from './useRealtime';

/**
 * 'Написать сотруднику': an employee online (re-read as people come and go) and the text, sent as message:send;
 * the server's acknowledgement answers, a refusal in its own Russian words.
 */
export function SendMessageForm() {
  const profile = useProfile();
  const presence = usePresenceVersion();
  const online = useRemoteData('realtime.onlineUsers', fetchOnlineUsers, presence);
  const options = (online.data ?? [])
    .filter((u) => u.userId !== profile?.customerId)
    .map((u) => ({ value: u.userId, label: u.partnerName ? `${u.fio} (${u.partnerName})` : u.fio }));
  const connected = useConnection() === 'connected';
  const outgoing = useOutgoing();
  // Only what this form sent is answered here, not an earlier send's result kept by the actor.
  const sentHere = useRef(false);

  const [form, fields] = useForm<MessageSend>({
    id: 'send-message',
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSendSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      sentHere.current = true;
      realtimeActor.send({ type: 'socket.send', ...submission.value });
    },
  });
  // A delivered message leaves the field empty for the next one; a refused one stays to be corrected.
  const { update } = form;
  const contentName = fields.content.name;
  useEffect(() => {
    if (sentHere.current && outgoing.status === 'sent') update({ name: contentName, value: '', validated: false });
  }, [outgoing, update, contentName]);
  const { key, ...textareaProps } = getTextareaProps(fields.content);
  const sending = outgoing.status === 'sending';

  return (
    <form {...getFormProps(form)} noValidate aria-label="Написать сотруднику">
      <Stack gap="3">
        <Text fontWeight="semibold">Написать сотруднику</Text>
        <SelectField
          meta={fields.toUserId}
          label="Сотрудник онлайн"
          required
          options={options}
          serverError={online.error?.message}
        />
        <FieldShell meta={fields.content} label="Сообщение" required>
          <Textarea key={key} {...textareaProps} required={false} rows={3} />
        </FieldShell>
        {sentHere.current && outgoing.status === 'sent' && (
          <Text color="green.600" fontSize="sm" role="status">
            Сообщение отправлено
          </Text>
        )}
        {sentHere.current && outgoing.status === 'refused' && (
          <Text color="red.600" fontSize="sm" role="alert">
            {outgoing.message}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={sending}
          loadingText="Отправить"
          disabled={!connected || sending}
        >
          Отправить
        </Button>
      </Stack>
    </form>
  );
}
