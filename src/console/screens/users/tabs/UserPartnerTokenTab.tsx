import { Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { PartnerToken, UserCard } from '../../../../shared/schemas/userAdmin';
import { issuePartnerToken } from '../../../api/userAdminApi';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { notify } from '../../../toasts/toaster';

/**
 * The card's 'Токен партнёра' tab: a token a partner's system calls the API with, for a year. The server keeps only
 * what revokes it, so it is shown once, right after it is issued; issuing another revokes the previous one.
 */
export function UserPartnerTokenTab({ user }: { user: UserCard }) {
  const [asking, setAsking] = useState(false);
  const [issued, setIssued] = useState<PartnerToken | null>(null);
  // The call's answer, read when the dialog reports done (a ref: no render needs to happen in between).
  const pending = useRef<PartnerToken | null>(null);
  const active = user.status === 'active';
  return (
    <Stack gap="4" data-testid="partner-token-tab">
      <Text>
        Токен действует 365 дней. Он показывается один раз — скопируйте его сразу. Новый токен отменяет прежний;
        блокировка пользователя отменяет любой.
      </Text>
      {!active && <Text color="fg.muted">Токен выдаётся только активному пользователю.</Text>}
      <Flex>
        <Button size="sm" colorPalette="blue" disabled={!active} onClick={() => setAsking(true)}>
          Выпустить токен
        </Button>
      </Flex>
      {issued && (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Выпущен {formatDateTime(issued.issuedAt)}
          </Text>
          <Code data-testid="partner-token" wordBreak="break-all" whiteSpace="pre-wrap" p="2">
            {issued.token}
          </Code>
          <Flex>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                navigator.clipboard
                  ?.writeText(issued.token)
                  .then(() => notify({ type: 'success', title: 'Токен скопирован', description: '' }))
                  .catch(() =>
                    notify({ type: 'error', title: 'Не удалось скопировать', description: 'Скопируйте вручную' }),
                  )
              }
            >
              Копировать
            </Button>
          </Flex>
        </Stack>
      )}
      {asking && (
        <ConfirmCallDialog
          title="Выпустить новый токен?"
          confirmLabel="Выпустить"
          testId="partner-token-dialog"
          call={async () => {
            pending.current = await issuePartnerToken(user.id);
          }}
          onDone={() => {
            setAsking(false);
            setIssued(pending.current);
          }}
          onCancel={() => setAsking(false)}
        >
          Прежний токен пользователя {user.fullName}, если он был, перестанет действовать.
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
