import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatDateTime, nowUnix } from '../../shared/dateTimeText';
import { Notice } from './Notice';
import { useSupportEmail } from './supportEmail';

export interface PanelError {
  message: string;
  errorCode?: string;
  status?: number;
  /** When the server answered, unix seconds; the moment the panel appeared when absent. */
  timestamp?: number;
}

interface Props {
  error: PanelError;
  /** A heading above the message ('Ошибка загрузки данных' for a table); the message is the heading when absent. */
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
  testId?: string;
}

function supportMailto(email: string, error: PanelError, at: number): string {
  const subject = `Ошибка в консоли${error.errorCode ? `: ${error.errorCode}` : ''}`;
  const body = [
    `Текст ошибки: ${error.message}`,
    `Код ошибки: ${error.errorCode ?? '—'}${error.status ? ` (HTTP ${error.status})` : ''}`,
    `Время: ${formatDateTime(at)} МСК (${at})`,
    `Страница: ${typeof window === 'undefined' ? '' : window.location.href}`,
  ].join('\r\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The generic form error: the message, a hint to retry and, if it repeats, to e-mail the error text to support,
 * with a prepared letter (text, code, time, page).
 */
export function ErrorPanel({ error, title, onRetry, retryLabel = 'повторить', testId = 'error-panel' }: Props) {
  // The moment is fixed when this error first shows, so the letter names when it happened, not when it was sent.
  const at = useMemo(() => error.timestamp ?? nowUnix(), [error]);
  const supportEmail = useSupportEmail();
  return (
    <Notice status="error" data-testid={testId} alignItems="flex-start">
      <Alert.Content>
        <Alert.Title>{title ?? error.message}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1" align="flex-start">
            {title && <Text>{error.message}</Text>}
            <Text fontSize="sm">
              Повторите попытку. Если ошибка повторится, отправьте текст ошибки в службу поддержки:{' '}
              <Link href={supportMailto(supportEmail, error, at)} color="blue.700" textDecoration="underline">
                {supportEmail}
              </Link>
            </Text>
            {onRetry && (
              <Button size="xs" variant="outline" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Notice>
  );
}
