import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type SchedulerBoardContext,
  selectBoardAppointments,
} from '../../../../../machines/scheduler/schedulerBoardMachine';
import { changedAppointmentId } from '../../../../../machines/scheduler/schedulerBoardView';
import type { Appointment } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import type { SchedulerBoardRef } from './useSchedulerBoard';

type Context = SchedulerBoardContext;

/**
 * What the board's views read, one selector each: the config, the appointments as shown (recomputed only when the
 * confirmed list or the pending changes change), the ids with a change still waiting, the load state.
 */
export function useBoardSlices(board: SchedulerBoardRef) {
  const selectShown = useMemo(() => {
    let last: { base: Context['base']; pending: Context['pending']; list: Appointment[] } | null = null;
    return (context: Context) => {
      if (!last || last.base !== context.base || last.pending !== context.pending) {
        last = { base: context.base, pending: context.pending, list: selectBoardAppointments(context) };
      }
      return last.list;
    };
  }, []);
  const appointments = useSelector(board, (s) => selectShown(s.context));
  const pendingKey = useSelector(board, (s) => s.context.pending.map((p) => changedAppointmentId(p.change)).join(','));
  const pendingIds = useMemo(() => new Set(pendingKey ? pendingKey.split(',').map(Number) : []), [pendingKey]);
  const config = useSelector(board, (s) => s.context.config);
  const loading = useSelector(board, (s) => s.hasTag('loading'));
  const loadError = useSelector(board, (s) => (s.matches('failed') ? s.context.loadError : null));
  const ready = useSelector(board, (s) => s.matches('ready'));
  return { appointments, pendingIds, config, loading, loadError, ready };
}
