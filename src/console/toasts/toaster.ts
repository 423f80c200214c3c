import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '../../shared/constants';

/**
 * Where toasts stand: bottom right, above the footer (about 3rem high) so they hide neither its text nor any control
 * of the header (the bell, the profile menu) or of a page's title row ('Создать заявку'), which all live at the top.
 */
export const TOAST_PLACEMENT = 'bottom-end' as const;
export const TOAST_OFFSETS = { top: '1rem', right: '1rem', bottom: '4rem', left: '1rem' };

/** Toasts bottom right, clear of the footer; 4 s, no duplicates. */
export const toaster = createToaster({
  placement: TOAST_PLACEMENT,
  offsets: TOAST_OFFSETS,
  pauseOnPageIdle: true,
  max: 5,
});

export interface ToastInput {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
  duration?: number;
  /** A button in the toast ('Открыть заявку', 'Обновить'). */
  action?: { label: string; onClick: () => void };
}

export function notify({ type, title, description, duration = TOAST_DURATION_MS, action }: ToastInput) {
  // The same message while it is still on screen is not shown twice.
  const id = `${type}:${title}:${description ?? ''}`;
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, title, description, duration, closable: true, action });
}

export function notifyError(message: string, code?: string | number) {
  notify({ type: 'error', title: 'Ошибка: ', description: code !== undefined ? `${message} (${code})` : message });
}
