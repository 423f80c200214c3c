import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hasDrafts } from '../components/drafts/formDrafts';
import { DialogRoot } from '../components/focus/DialogRoot';
import { loginHref } from '../routes/loginHref';
import { sessionActor } from '../session/sessionActor';
import { useProfile, useSessionExpired } from '../session/useSession';

/** Session expiry: 'Внимание!' with 'Войти' linking to the login with a redirect parameter. */
export function SessionExpiredModal() {
  const expired = useSessionExpired();
  const userId = useProfile()?.customerId;
  // The chart has put the unsaved form values aside by the time the modal shows (keepUnsavedDrafts).
  const keptDrafts = useMemo(() => expired && userId !== undefined && hasDrafts(userId), [expired, userId]);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = location.startsWith('/login')
    ? (new URLSearchParams(search).get('redirectTo') ?? '/')
    : location + (search ? `?${search}` : '');
  const goLogin = () => {
    sessionActor.send({ type: 'session.expiryAcknowledged' });
    navigate(loginHref(here));
  };
  return (
    <DialogRoot open={expired} closeOnInteractOutside={false} closeOnEscape={false} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="session-expired">
            <Dialog.Header>
              <Dialog.Title>Внимание!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Закончилось время вашей сессии. Войдите в систему заново.</Text>
              {keptDrafts && (
                <Text mt="3" data-testid="drafts-kept">
                  Несохранённые изменения не потеряны: после входа они вернутся в форму, и их останется сохранить.
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={goLogin}>
                Войти
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
