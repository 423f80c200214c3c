import { Alert, Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { pushActor } from './pushActor';

/** The dashboard's push-permission banner: up while the push chart offers it. */
export function PushBanner() {
  const shown = useSelector(pushActor, (s) => s.hasTag('banner'));
  const busy = useSelector(pushActor, (s) => s.hasTag('busy'));
  if (!shown) return null;
  return (
    <Alert.Root status="info" data-testid="push-banner" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          Включите уведомления, чтобы узнавать об изменениях заявок, даже когда вкладка закрыта.
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="blue" loading={busy} onClick={() => pushActor.send({ type: 'push.enable' })}>
        Включить
      </Button>
    </Alert.Root>
  );
}
