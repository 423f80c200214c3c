import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { checklistChanges, checklistMachine } from '../../../machines/orders/checklistMachine';
import type { OrderChecklistItem } from '../../../src/shared/schemas/orders/orderParts';
import { replayPath, shortestPaths } from '../modelPaths';

// Every shortest path of the checklist's chart, replayed on the real machine with the calls held by hand; what
// each state means is asserted on the way.

const input = { orderId: 5, readOnly: false, canClear: true };
const lines: OrderChecklistItem[] = [
  {
    id: null,
    orderId: 5,
    contentRefValueId: 9111,
    contentRefValueName: 'Клиент проинформирован о стоимости',
    checked: null,
  },
  { id: 21, orderId: 5, contentRefValueId: 9112, contentRefValueName: 'Фото автомобиля сделаны', checked: true },
];
const refusal = { message: 'Заявка в архиве, изменения невозможны', errorCode: 'INELIGIBLE_STATE', status: 409 };
const events: EventObject[] = [
  { type: 'checklist.toggle', contentRefValueId: 9111 } as EventObject,
  { type: 'checklist.reset' },
  { type: 'checklist.save' },
  { type: 'checklist.retry' },
  { type: 'checklist.access', readOnly: false, canClear: true } as EventObject,
  { type: 'xstate.done.actor.loadChecklist', output: lines } as EventObject,
  { type: 'xstate.error.actor.loadChecklist', error: { message: 'Заявка не найдена', status: 404 } } as EventObject,
  { type: 'xstate.done.actor.saveChecklist', output: undefined } as EventObject,
  { type: 'xstate.error.actor.saveChecklist', error: refusal } as EventObject,
];

describe('checklistMachine, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(checklistMachine, events, input);

  it('reaches saving only with something to save', () => {
    const saving = paths.filter((p) => p.steps.at(-1)!.state.value === 'saving');
    expect(saving.length).toBeGreaterThan(0);
    for (const path of saving) {
      const { context } = path.steps.at(-2)!.state as unknown as {
        context: { loaded: OrderChecklistItem[]; edited: Record<number, boolean | null> };
      };
      expect(checklistChanges(context.loaded, context.edited).length).toBeGreaterThan(0);
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => (s.event as EventObject).type).join(' > '), p] as const))(
    'replays %s',
    async (_, path) => {
      await replayPath(checklistMachine, path, {
        input,
        actorNames: ['loadChecklist', 'saveChecklist'],
        longestDelayMs: 0,
      });
      const last = path.steps.at(-1)!;
      const { value, context } = last.state as unknown as {
        value: string;
        context: { loaded: OrderChecklistItem[]; loadError: unknown; saveError: unknown };
      };
      // What each state means: failed holds the load error; ready holds the lines; a refused save is remembered.
      if (value === 'failed') expect(context.loadError).toMatchObject({ status: 404 });
      if (value === 'ready') expect(context.loaded).toEqual(lines);
      if (value === 'saving') expect(context.saveError).toBeNull();
      if (last.event.type === 'xstate.error.actor.saveChecklist')
        expect(context.saveError).toMatchObject({ status: 409 });
    },
  );
});
