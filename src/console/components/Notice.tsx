import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type NoticeStatus = 'error' | 'warning' | 'info' | 'success';

interface Props extends Omit<Alert.RootProps, 'status' | 'role' | 'title' | 'children'> {
  status: NoticeStatus;
  title?: ReactNode;
  /** The text under the title. */
  description?: ReactNode;
  /** A button after the text ('Включить', 'Отправить ссылку заново'). */
  action?: ReactNode;
  /** A layout of its own in place of title and description (ErrorPanel's). */
  children?: ReactNode;
  /** A warning that can wait (nothing went wrong just now): read out politely, like a status. */
  polite?: boolean;
}

/** What a screen reader is told, by the message's kind: errors and warnings at once, the rest when it is idle. */
const LIVE: Record<NoticeStatus, { role: 'alert' | 'status'; 'aria-live'?: 'polite' }> = {
  error: { role: 'alert' },
  warning: { role: 'alert' },
  info: { role: 'status', 'aria-live': 'polite' },
  success: { role: 'status', 'aria-live': 'polite' },
};

/**
 * Every message box of the console (Chakra's Alert): an error or a warning is an alert (role="alert", read out at
 * once), a success, an information or a progress message a polite live region (role="status"). Screens use this,
 * never Alert.Root itself (tests/console/components/noRawAlert.test.ts keeps it so), so the roles are set here once.
 */
export function Notice({ status, title, description, action, children, polite = false, ...rest }: Props) {
  const live = polite && status === 'warning' ? LIVE.info : LIVE[status];
  return (
    <Alert.Root status={status} {...live} {...rest}>
      <Alert.Indicator />
      {children ?? (
        <Alert.Content>
          {title && <Alert.Title>{title}</Alert.Title>}
          {description && <Alert.Description>{description}</Alert.Description>}
        </Alert.Content>
      )}
      {action}
    </Alert.Root>
  );
}
