import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { WeekDay } from '../../../../../machines/scheduler/weeklyHoursMachine';
import { dayName } from './dayName';
import { type WeeklyHoursActor, WeekSlotRow } from './WeekSlotRow';

/** One day of the week: its slots and 'Добавить интервал'. */
export function WeekDayCard({ actor, day }: { actor: WeeklyHoursActor; day: WeekDay }) {
  const name = dayName(day.dayOfWeek);
  const mayAdd = useSelector(actor, (s) => s.can({ type: 'slot.add', dayOfWeek: day.dayOfWeek }));
  const kept = day.times.filter((s) => s.change !== 'deleted');
  return (
    <Box
      as="section"
      aria-label={name}
      data-testid={`week-day-${day.dayOfWeek}`}
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h2" size="sm">
          {name}
        </Heading>
        {mayAdd && (
          <Button
            size="xs"
            variant="outline"
            onClick={() => actor.send({ type: 'slot.add', dayOfWeek: day.dayOfWeek })}
          >
            Добавить интервал
          </Button>
        )}
      </Flex>
      <Stack gap="2">
        {kept.length === 0 && <Text color="fg.muted">Выходной</Text>}
        {day.times.map((slot) => (
          <WeekSlotRow key={slot.key} actor={actor} slot={slot} dayLabel={name} />
        ))}
      </Stack>
    </Box>
  );
}
