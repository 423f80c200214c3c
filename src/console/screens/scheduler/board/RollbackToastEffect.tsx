import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { notify } from '../../../toasts/toaster';
import type { SchedulerBoardRef } from './useSchedulerBoard';

const ROLLBACK_TOAST_TITLE = 'Изменение не сохранено';

/** Each refusal of a board change (by its seq) as one error toast with the server's message; renders nothing. */
export function RollbackToastEffect({ board }: { board: SchedulerBoardRef }) {
  const lastError = useSelector(board, (s) => s.context.lastError);
  const shown = useRef(0);
  useEffect(() => {
    if (!lastError || lastError.seq <= shown.current) return;
    shown.current = lastError.seq;
    notify({ type: 'error', title: ROLLBACK_TOAST_TITLE, description: lastError.message });
  }, [lastError]);
  return null;
}
