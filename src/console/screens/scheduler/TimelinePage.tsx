import { Heading, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import type { BoardQuery } from '../../../../machines/scheduler/schedulerBoardMachine';
import { DEFAULT_TIMEZONE } from '../../../shared/format';
import { TIMELINE_DEFAULT_SERVICE_ID } from '../../../shared/schemas/scheduler/schedulerAppointments';
import { usePageTitle } from '../../components/usePageTitle';
import { BoardToolbar } from './board/BoardToolbar';
import { BoardView } from './board/BoardView';
import { TimelineGrid } from './board/TimelineGrid';
import { TimelineServiceSelect } from './board/TimelineServiceSelect';
import { useBoardParams } from './board/useBoardParams';
import { useBoardSlices } from './board/useBoardSlices';
import { useSchedulerBoard } from './board/useSchedulerBoard';

const WEEK_DAYS = 7;

/**
 * /scheduler/timeline 'Расписание: лента': a week of one office for one service
 * (61 by default), posts as rows and days across, the same blocks, drags and dialogs as the day view.
 * `?officeId=&date=&serviceId=` opens a given office, first day and service.
 */
export default function TimelinePage({ title }: { title: string }) {
  usePageTitle(title);
  const place = useBoardParams();
  const board = useSchedulerBoard('schedulerTimeline');
  const { config, loading } = useBoardSlices(board);
  const zone = config?.timezone ?? DEFAULT_TIMEZONE;
  const fromDate = place.date ?? DateTime.now().setZone(zone).toISODate()!;
  const serviceId = place.serviceId ?? TIMELINE_DEFAULT_SERVICE_ID;
  const query = useMemo<BoardQuery | null>(
    () =>
      place.officeId
        ? {
            view: 'timeline',
            partnerOfficeId: place.officeId,
            fromDate,
            toDate: DateTime.fromISO(fromDate)
              .plus({ days: WEEK_DAYS - 1 })
              .toISODate()!,
            serviceId,
          }
        : null,
    [place.officeId, fromDate, serviceId],
  );

  return (
    <Stack gap="4" data-testid="timeline-page">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <BoardToolbar
        officeId={place.officeId}
        onOffice={place.setOffice}
        date={fromDate}
        onDate={place.setDate}
        stepDays={WEEK_DAYS}
        zone={zone}
        dateLabel="Неделя с"
        reloading={loading && !!config}
        onReload={query ? () => board.send({ type: 'board.reload' }) : null}
      >
        {place.officeId && (
          <TimelineServiceSelect officeId={place.officeId} serviceId={serviceId} onChange={place.setServiceId} />
        )}
      </BoardToolbar>
      {query ? (
        <BoardView
          board={board}
          query={query}
          defaultServiceId={serviceId}
          emptyText="Нет постов, выполняющих эту услугу"
          grid={(c, props) => <TimelineGrid config={c} fromDate={c.fromDate} days={WEEK_DAYS} {...props} />}
        />
      ) : (
        <Text color="fg.muted">Выберите офис, чтобы увидеть расписание</Text>
      )}
    </Stack>
  );
}
