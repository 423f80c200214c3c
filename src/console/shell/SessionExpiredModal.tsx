import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useLocation, useSearch } from 'wouter';
import { loginHref } from '../routes/loginHref';
import { sessionActor } from '../session/sessionActor';
import { useSessionExpired } from '../session/useSession';

/** Session expiry: 'Внимание!' with 'Войти' linking to the login with a redirect parameter. */
export function SessionExpiredModal() {
  const expired = useSessionExpired();
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
    <Dialog.Root open={expired} closeOnInteractOutside={false} closeOnEscape={false} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="session-expired">
            <Dialog.Header>
              <Dialog.Title>Внимание!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>Закончилось время вашей сессии. Войдите в систему заново.</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={goLogin}>
                Войти
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
