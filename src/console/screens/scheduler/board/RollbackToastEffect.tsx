import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { BoardChange } from '../../../../../machines/scheduler/schedulerBoardView';
import { notify } from '../../../toasts/toaster';
import type { SchedulerBoardRef } from './useSchedulerBoard';

const ROLLBACK_TOAST_TITLE = 'Изменение не сохранено';

interface Props {
  board: SchedulerBoardRef;
  /** A refused create, so its form opens again with what was typed (nothing the user typed is lost). */
  onCreateRefused: (change: Extract<BoardChange, { kind: 'create' }>, message: string) => void;
}

/** Each refusal of a board change (by its seq) as one error toast with the server's message; renders nothing. */
export function RollbackToastEffect({ board, onCreateRefused }: Props) {
  const lastError = useSelector(board, (s) => s.context.lastError);
  const shown = useRef(0);
  useEffect(() => {
    if (!lastError || lastError.seq <= shown.current) return;
    shown.current = lastError.seq;
    notify({ type: 'error', title: ROLLBACK_TOAST_TITLE, description: lastError.message });
    if (lastError.change.kind === 'create') onCreateRefused(lastError.change, lastError.message);
  }, [lastError, onCreateRefused]);
  return null;
}
