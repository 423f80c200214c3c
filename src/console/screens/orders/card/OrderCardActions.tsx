import { Button, Menu, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useServiceOptions } from '../form/orderOptions';
import type { orderCardLogic } from './orderCardLogic';

interface Props {
  card: ActorRefFrom<typeof orderCardLogic>;
}

/** The card's actions; each shows only when the chart would take it (rights, who holds the order, archive). */
export function OrderCardActions({ card }: Props) {
  const canTake = useSelector(card, (s) => s.can({ type: 'lock.take' }));
  const canRelease = useSelector(card, (s) => s.can({ type: 'lock.release' }));
  const taking = useSelector(card, (s) => s.matches({ ready: { lock: 'taking' } }));
  const releasing = useSelector(card, (s) => s.matches({ ready: { lock: 'releasing' } }));
  const canChangeStatus = useSelector(card, (s) => s.can({ type: 'status.open' }));
  const canMove = useSelector(card, (s) => s.can({ type: 'move.open' }));
  const canLink = useSelector(card, (s) => s.can({ type: 'linked.create', serviceId: 0 }));
  const linking = useSelector(card, (s) => s.matches({ ready: { ops: 'linking' } }));
  const canDelete = useSelector(card, (s) => s.can({ type: 'delete.open' }));
  const services = useServiceOptions();

  return (
    <>
      {(canTake || taking) && (
        <Button
          size="sm"
          colorPalette="blue"
          loading={taking}
          loadingText="Взять в работу"
          onClick={() => card.send({ type: 'lock.take' })}
        >
          Взять в работу
        </Button>
      )}
      {(canRelease || releasing) && (
        <Button
          size="sm"
          variant="outline"
          loading={releasing}
          loadingText="Освободить"
          onClick={() => card.send({ type: 'lock.release' })}
        >
          Освободить
        </Button>
      )}
      {canChangeStatus && (
        <Button size="sm" variant="outline" onClick={() => card.send({ type: 'status.open' })}>
          Сменить статус
        </Button>
      )}
      {canMove && (
        <Button size="sm" variant="outline" onClick={() => card.send({ type: 'move.open' })}>
          Перенести в другой сервис
        </Button>
      )}
      {(canLink || linking) && (
        <Menu.Root onSelect={({ value }) => card.send({ type: 'linked.create', serviceId: Number(value) })}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" loading={linking} loadingText="Создать связанную заявку">
              Создать связанную заявку
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {services.map((s) => (
                  <Menu.Item key={s.value} value={String(s.value)}>
                    {s.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      {canDelete && (
        <Button size="sm" colorPalette="red" variant="outline" onClick={() => card.send({ type: 'delete.open' })}>
          Удалить
        </Button>
      )}
    </>
  );
}
