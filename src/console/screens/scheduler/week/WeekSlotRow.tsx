import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { WeekSlot, weeklyHoursMachine } from '../../../../../machines/scheduler/weeklyHoursMachine';
import { SlotTimeInput } from './SlotTimeInput';
import { slotMessages } from './slotMessages';

export type WeeklyHoursActor = ActorRefFrom<typeof weeklyHoursMachine>;

const MARKS = { created: 'новый', updated: 'изменён', deleted: 'удаляется' } as const;

/**
 * One slot: 'с' HH:MM 'до' HH:MM, its mark, the rules' messages and the server's refusal beside it. A deleted slot
 * is shown only while its deletion was refused.
 */
export function WeekSlotRow({ actor, slot, dayLabel }: { actor: WeeklyHoursActor; slot: WeekSlot; dayLabel: string }) {
  const { key } = slot;
  const mayChange = useSelector(actor, (s) => s.can({ type: 'slot.change', key, field: 'beginTime', value: '' }));
  const mayRemove = useSelector(actor, (s) => s.can({ type: 'slot.remove', key }));
  const saving = useSelector(actor, (s) => s.matches('saving') && s.context.current === key);
  const period = `${slot.beginTime || '…'}–${slot.endTime || '…'}`;
  if (slot.change === 'deleted')
    return slot.error ? (
      <Text data-testid="week-slot-error" color="red.fg" fontSize="sm">
        Удаление интервала {period} не сохранено: {slot.error}
      </Text>
    ) : null;
  const messages = slotMessages(slot);
  const errorId = `slot-${key}-error`;
  const change = (field: 'beginTime' | 'endTime') => (value: string) =>
    actor.send({ type: 'slot.change', key, field, value });
  return (
    <Stack gap="1" data-testid="week-slot" data-change={slot.change} aria-busy={saving || undefined}>
      <HStack gap="2" wrap="wrap">
        <Text>с</Text>
        <SlotTimeInput
          value={slot.beginTime}
          onChange={change('beginTime')}
          label={`${dayLabel}: начало`}
          invalid={!!messages.beginTime}
          disabled={!mayChange}
          errorId={errorId}
        />
        <Text>до</Text>
        <SlotTimeInput
          value={slot.endTime}
          onChange={change('endTime')}
          label={`${dayLabel}: окончание`}
          invalid={!!messages.endTime}
          disabled={!mayChange}
          errorId={errorId}
        />
        {slot.change && (
          <Badge colorPalette={slot.change === 'created' ? 'green' : 'orange'}>{MARKS[slot.change]}</Badge>
        )}
        {mayRemove && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Удалить интервал ${period}`}
            onClick={() => actor.send({ type: 'slot.remove', key })}
          >
            Удалить
          </Button>
        )}
      </HStack>
      {(messages.beginTime || messages.endTime || slot.error) && (
        <Stack gap="0" id={errorId} fontSize="sm" color="red.fg">
          {messages.beginTime && <Text>Начало: {messages.beginTime}</Text>}
          {messages.endTime && <Text>Окончание: {messages.endTime}</Text>}
          {slot.error && <Text data-testid="week-slot-error">Не сохранено: {slot.error}</Text>}
        </Stack>
      )}
    </Stack>
  );
}
