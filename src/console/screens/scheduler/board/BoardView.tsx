import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { BoardQuery } from '../../../../../machines/scheduler/schedulerBoardMachine';
import type { BoardChange } from '../../../../../machines/scheduler/schedulerBoardView';
import type {
  Appointment,
  SchedulerConfig,
  SchedulerPost,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useStableValue } from '../../../hooks/useStableValue';
import { useAllowed } from '../../../session/useSession';
import { type BoardDialogRequest, BoardDialogs } from './BoardDialogs';
import type { BoardLanesProps } from './BoardLanes';
import type { TimeRange } from './boardGeometry';
import { RollbackToastEffect } from './RollbackToastEffect';
import { useBoardSlices } from './useBoardSlices';
import type { SchedulerBoardRef } from './useSchedulerBoard';

const KEY = 'scheduler.timeline';

/** What a grid gets from the board besides its layout. */
export type BoardGridProps = Pick<
  BoardLanesProps,
  'appointments' | 'pendingIds' | 'canCreate' | 'canMove' | 'onMove' | 'onStretch' | 'onSelect' | 'onOpen'
>;

interface Props {
  board: SchedulerBoardRef;
  /** What to show; a new query loads the board again, and a config of another place is not drawn meanwhile. */
  query: BoardQuery;
  defaultServiceId?: number;
  emptyText: string;
  /** Above the grid (the day view's federal-day banner). */
  banner?: (config: SchedulerConfig) => ReactNode;
  grid: (config: SchedulerConfig, props: BoardGridProps) => ReactNode;
}

/**
 * The body both boards share: load states, the grid with the user's rights (scheduler.timeline insert creates,
 * update moves and stretches), the dialogs, and the toast of each refused change.
 */
export function BoardView({ board, query, defaultServiceId, emptyText, banner, grid }: Props) {
  const shownQuery = useStableValue(query);
  useEffect(() => {
    board.send({ type: 'board.load', query: shownQuery });
  }, [board, shownQuery]);
  const { appointments, pendingIds, config, loading, loadError } = useBoardSlices(board);
  const canCreate = useAllowed(KEY, ['permissionInsert']);
  const canMove = useAllowed(KEY, ['permissionUpdate']);
  // View state only: which dialog is open.
  const [dialog, setDialog] = useState<BoardDialogRequest>(null);

  const onMove = useCallback(
    (appointmentId: number, newOfficePostId: number, newStart: number) =>
      board.send({ type: 'board.move', appointmentId, newOfficePostId, newStart }),
    [board],
  );
  const onStretch = useCallback(
    (appointmentId: number, range: TimeRange) =>
      board.send({ type: 'board.stretch', appointmentId, startDate: range.start, endDate: range.end }),
    [board],
  );
  const onSelect = useCallback(
    (post: SchedulerPost, range: TimeRange) => setDialog({ kind: 'create', post, ...range }),
    [],
  );
  const onOpen = useCallback((a: Appointment) => setDialog({ kind: 'open', appointmentId: a.id }), []);
  const close = useCallback(() => setDialog(null), []);
  const posts = config?.posts;
  const defaultSeconds = (config?.appointmentDefaultDuration ?? 30) * 60;
  const onCreateRefused = useCallback(
    (change: Extract<BoardChange, { kind: 'create' }>, message: string) => {
      const post = posts?.find((p) => p.id === change.draft.officePostId);
      if (!post) return;
      const { draft } = change;
      setDialog({
        kind: 'create',
        post,
        start: draft.startDate,
        end: draft.endDate ?? draft.startDate + defaultSeconds,
        refused: { draft, message },
      });
    },
    [posts, defaultSeconds],
  );

  const current =
    config &&
    config.partnerOfficeId === query.partnerOfficeId &&
    config.fromDate === query.fromDate &&
    (query.view === 'day' || config.serviceId === (query.serviceId ?? null))
      ? config
      : null;
  let body: ReactNode;
  if (loadError) {
    body = (
      <ErrorPanel
        testId="load-failed"
        title="Ошибка загрузки данных"
        error={{ message: loadError }}
        onRetry={() => board.send({ type: 'board.reload' })}
        retryLabel="повторить"
      />
    );
  } else if (!current) {
    body = (
      <Center py="10" aria-busy="true">
        <Spinner aria-label="Загрузка" />
      </Center>
    );
  } else if (current.posts.length === 0) {
    body = <Text color="fg.muted">{emptyText}</Text>;
  } else {
    body = (
      <Box aria-busy={loading || undefined} opacity={loading ? 0.7 : 1}>
        {banner?.(current)}
        {grid(current, { appointments, pendingIds, canCreate, canMove, onMove, onStretch, onSelect, onOpen })}
      </Box>
    );
  }

  return (
    <>
      {body}
      <RollbackToastEffect board={board} onCreateRefused={onCreateRefused} />
      {current && (
        <BoardDialogs
          board={board}
          request={dialog}
          appointments={appointments}
          posts={current.posts}
          timezone={current.timezone}
          defaultServiceId={defaultServiceId}
          onClose={close}
        />
      )}
    </>
  );
}
