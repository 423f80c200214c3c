import { Button, Field, Flex, IconButton } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { IsoDateInput } from '../../../components/inputs/IsoDateInput';
import { OfficePicker } from '../OfficePicker';

interface Props {
  officeId: number | null;
  onOffice: (officeId: number | null) => void;
  /** yyyy-MM-dd: the day shown, or the first day of the week. */
  date: string;
  onDate: (date: string) => void;
  /** How far ‹ and › go: 1 for the day view, 7 for the timeline's week. */
  stepDays: number;
  /** The office's zone, for 'Сегодня'. */
  zone: string;
  dateLabel: string;
  reloading: boolean;
  onReload: (() => void) | null;
  /** More filters (the timeline's service). */
  children?: ReactNode;
}

const shift = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate() ?? date;

/** A board's toolbar: the office, the date (DD.MM.YYYY) with ‹ › and 'Сегодня', 'Обновить'. */
export function BoardToolbar({
  officeId,
  onOffice,
  date,
  onDate,
  stepDays,
  zone,
  dateLabel,
  reloading,
  onReload,
  children,
}: Props) {
  const [prev, next] =
    stepDays === 1 ? ['Предыдущий день', 'Следующий день'] : ['Предыдущая неделя', 'Следующая неделя'];
  return (
    <Flex gap="3" align="flex-end" wrap="wrap" data-testid="board-toolbar">
      <OfficePicker officeId={officeId} onChange={(id) => onOffice(id)} />
      {children}
      <Field.Root w="auto">
        <Field.Label>{dateLabel}</Field.Label>
        <Flex gap="1" align="center">
          <IconButton size="sm" variant="outline" aria-label={prev} onClick={() => onDate(shift(date, -stepDays))}>
            ‹
          </IconButton>
          <IsoDateInput
            size="sm"
            w="10rem"
            aria-label={dateLabel}
            value={date}
            onChange={(value) => value && onDate(value)}
          />
          <IconButton size="sm" variant="outline" aria-label={next} onClick={() => onDate(shift(date, stepDays))}>
            ›
          </IconButton>
          <Button size="sm" variant="outline" onClick={() => onDate(DateTime.now().setZone(zone).toISODate() ?? date)}>
            Сегодня
          </Button>
        </Flex>
      </Field.Root>
      <Button size="sm" variant="outline" loading={reloading} disabled={!onReload} onClick={() => onReload?.()}>
        Обновить
      </Button>
    </Flex>
  );
}
