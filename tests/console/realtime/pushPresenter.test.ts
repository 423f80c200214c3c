import { describe, expect, it, vi } from 'vitest';
import { type PresenterEnv, presentPush } from '../../../src/console/realtime/pushPresenter';
import type { PushEvent } from '../../../src/shared/schemas/realtime';

vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn() }));

const PUSH: PushEvent = {
  id: 77,
  content: 'Заявка №41: статус изменён на «В работе»',
  timestamp: 1_790_000_000,
  sender: 'Система',
  kind: 'orderStatus',
  orderId: 41,
  penaltyId: null,
};

function env(hidden: boolean, permission: NotificationPermission | null) {
  const clicks: (() => void)[] = [];
  const e = {
    toast: vi.fn(),
    hidden: () => hidden,
    permission: () => permission,
    notification: vi.fn(
      (_title: string, _options: NotificationOptions, onClick: () => void) => void clicks.push(onClick),
    ),
    focus: vi.fn(),
  } satisfies PresenterEnv;
  return { ...e, clicks };
}

describe('presentPush', () => {
  it('toasts the push with a link to its order', () => {
    const e = env(false, 'granted');
    const open = vi.fn();
    presentPush(PUSH, open, e);
    expect(e.toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'info',
        title: 'Система',
        description: PUSH.content,
        action: expect.objectContaining({ label: 'Открыть заявку' }),
      }),
    );
    e.toast.mock.calls[0]![0].action!.onClick();
    expect(open).toHaveBeenCalledWith('/orders/41');
    // The tab is visible: no system notification.
    expect(e.notification).not.toHaveBeenCalled();
  });

  it('a push without an order has no link', () => {
    const e = env(false, 'granted');
    presentPush({ ...PUSH, orderId: null, kind: 'message' }, vi.fn(), e);
    expect(e.toast.mock.calls[0]![0].action).toBeUndefined();
  });

  it('shows a system notification when the tab is hidden and permission is granted; its click focuses and opens the order', () => {
    const e = env(true, 'granted');
    const open = vi.fn();
    presentPush(PUSH, open, e);
    expect(e.notification).toHaveBeenCalledWith('Автосервис', { body: PUSH.content, tag: '77' }, expect.any(Function));
    e.clicks[0]!();
    expect(e.focus).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('/orders/41');
  });

  it.each([
    ['default', true],
    ['denied', true],
    [null, true],
  ] as const)('no system notification with permission %s', (permission, hidden) => {
    const e = env(hidden, permission);
    presentPush(PUSH, vi.fn(), e);
    expect(e.notification).not.toHaveBeenCalled();
    expect(e.toast).toHaveBeenCalledTimes(1);
  });
});
