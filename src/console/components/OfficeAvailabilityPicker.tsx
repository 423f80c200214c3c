import { Box, Button, Flex, Grid, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { fetchOfficeFreeDates, fetchOfficeFreeSlots } from '../api/partners/partnersSearchApi';
import { useRemoteData } from '../hooks/useRemoteData';
import { notify } from '../toasts/toaster';

export interface OfficeVisit {
  /** 'yyyy-MM-dd' in the office's zone. */
  date: string | null;
  /** 'HH:mm'. */
  time: string | null;
}

interface Props {
  officeId: number | null;
  value: OfficeVisit;
  onChange: (value: OfficeVisit) => void;
}

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

/** Office availability errors show as a toast (network failures and 5xx have the global one). */
function toastFailure(error: { message?: string; status?: number; connectError?: boolean }): never {
  if (!error?.connectError && (error?.status ?? 0) < 500)
    notify({ type: 'error', title: 'Возникла ошибка', description: error?.message ?? String(error) });
  throw error;
}
async function loadDates({ officeId, year, month }: { officeId: number | null; year: number; month: number }) {
  return officeId ? (await fetchOfficeFreeDates(officeId, year, month).catch(toastFailure)).freeDates : [];
}
async function loadSlots({ officeId, date }: { officeId: number | null; date: string | null }) {
  return officeId && date ? (await fetchOfficeFreeSlots(officeId, date).catch(toastFailure)).freeSlots : [];
}

/**
 * A visit to an office: a month calendar where only the office's free
 * days can be chosen, then the day's free 30-minute slots as buttons. For the order forms that book a visit.
 */
export function OfficeAvailabilityPicker({ officeId, value, onChange }: Props) {
  const today = DateTime.now().startOf('month');
  const [shown, setShown] = useState(() => (value.date ? DateTime.fromISO(value.date).startOf('month') : today));
  const dates = useRemoteData('officeAvailability.dates', loadDates, {
    officeId,
    year: shown.year,
    month: shown.month,
  });
  const slots = useRemoteData('officeAvailability.slots', loadSlots, { officeId, date: value.date });

  const free = new Set(dates.data ?? []);
  const leading = shown.weekday - 1;
  const days = Array.from({ length: shown.daysInMonth ?? 0 }, (_, i) => shown.plus({ days: i }));
  const title = shown.setLocale('ru').toFormat('LLLL yyyy');

  return (
    <Stack gap="3" data-testid="office-availability">
      <Flex align="center" justify="space-between" maxW="20rem">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Предыдущий месяц"
          disabled={shown <= today}
          onClick={() => setShown(shown.minus({ months: 1 }))}
        >
          ‹
        </IconButton>
        <Text fontWeight="semibold" textTransform="capitalize">
          {title}
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Следующий месяц"
          onClick={() => setShown(shown.plus({ months: 1 }))}
        >
          ›
        </IconButton>
      </Flex>
      <Grid
        templateColumns="repeat(7, 2.5rem)"
        gap="1"
        role="grid"
        aria-label={`Свободные дни: ${title}`}
        aria-busy={dates.loading}
      >
        {WEEKDAYS.map((d) => (
          <Text key={d} fontSize="xs" color="fg.muted" textAlign="center">
            {d}
          </Text>
        ))}
        {Array.from({ length: leading }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blank cells before the 1st are only positions
          <Box key={`blank-${i}`} />
        ))}
        {days.map((day) => {
          const iso = day.toISODate()!;
          return (
            <Button
              key={iso}
              size="xs"
              variant={value.date === iso ? 'solid' : 'outline'}
              colorPalette="blue"
              disabled={!free.has(iso)}
              aria-pressed={value.date === iso}
              aria-label={day.setLocale('ru').toFormat('d MMMM')}
              onClick={() => onChange({ date: iso, time: null })}
            >
              {day.day}
            </Button>
          );
        })}
      </Grid>
      {value.date && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Свободное время">
          {slots.loading && <Spinner size="sm" aria-label="Загрузка" />}
          {!slots.loading && (slots.data ?? []).length === 0 && <Text color="fg.muted">Свободного времени нет</Text>}
          {(slots.data ?? []).map((time) => (
            <Button
              key={time}
              size="xs"
              variant={value.time === time ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={value.time === time}
              onClick={() => onChange({ date: value.date, time })}
            >
              {time}
            </Button>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
