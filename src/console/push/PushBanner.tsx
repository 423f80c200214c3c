import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Notice } from '../components/Notice';
import { pushActor } from './pushActor';

/** The dashboard's push-permission banner: up while the push chart offers it. */
export function PushBanner() {
  const shown = useSelector(pushActor, (s) => s.hasTag('banner'));
  const busy = useSelector(pushActor, (s) => s.hasTag('busy'));
  if (!shown) return null;
  return (
    <Notice
      status="info"
      data-testid="push-banner"
      alignItems="center"
      description="Включите уведомления, чтобы узнавать об изменениях заявок, даже когда вкладка закрыта."
      action={
        <Button size="sm" colorPalette="blue" loading={busy} onClick={() => pushActor.send({ type: 'push.enable' })}>
          Включить
        </Button>
      }
    />
  );
}
