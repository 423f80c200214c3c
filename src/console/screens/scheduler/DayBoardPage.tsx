import { Heading, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import type { BoardQuery } from '../../../../machines/scheduler/schedulerBoardMachine';
import { DEFAULT_TIMEZONE } from '../../../shared/format';
import { Notice } from '../../components/Notice';
import { usePageTitle } from '../../components/usePageTitle';
import { BoardToolbar } from './board/BoardToolbar';
import { BoardView } from './board/BoardView';
import { DayGrid } from './board/DayGrid';
import { useBoardParams } from './board/useBoardParams';
import { useBoardSlices } from './board/useBoardSlices';
import { useSchedulerBoard } from './board/useSchedulerBoard';

/**
 * /scheduler 'Расписание: день': one office's day, a column per post. Drag
 * a block to move it (also to another post), drag its edge to stretch it, select a free range to book, click to
 * open; each change shows at once and springs back with a toast if the server refuses it. `?officeId=&date=`
 * opens a given office and day.
 */
export default function DayBoardPage({ title }: { title: string }) {
  usePageTitle(title);
  const place = useBoardParams();
  const board = useSchedulerBoard('schedulerDayBoard');
  const { config, loading } = useBoardSlices(board);
  const zone = config?.timezone ?? DEFAULT_TIMEZONE;
  const date = place.date ?? DateTime.now().setZone(zone).toISODate()!;
  const query = useMemo<BoardQuery | null>(
    () => (place.officeId ? { view: 'day', partnerOfficeId: place.officeId, fromDate: date, toDate: date } : null),
    [place.officeId, date],
  );

  return (
    <Stack gap="4" data-testid="day-board-page">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <BoardToolbar
        officeId={place.officeId}
        onOffice={place.setOffice}
        date={date}
        onDate={place.setDate}
        stepDays={1}
        zone={zone}
        dateLabel="Дата"
        reloading={loading && !!config}
        onReload={query ? () => board.send({ type: 'board.reload' }) : null}
      />
      {query ? (
        <BoardView
          board={board}
          query={query}
          emptyText="В офисе нет постов"
          banner={(c) =>
            c.federalDays
              .filter((d) => d.day === c.fromDate)
              .map((d) => (
                <Notice
                  key={d.day}
                  status="warning"
                  polite
                  mb="3"
                  data-testid="federal-day-banner"
                  title={`Федеральный выходной: ${d.name}`}
                />
              ))
          }
          grid={(c, props) => <DayGrid config={c} date={c.fromDate} {...props} />}
        />
      ) : (
        <Text color="fg.muted">Выберите офис, чтобы увидеть расписание</Text>
      )}
    </Stack>
  );
}
