import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type BarcodeCheckInput,
  type SaveInput,
  tireDefectLinesMachine,
} from '../../../machines/orders/tireDefectLinesMachine';
import type { TireDefectLine } from '../../../src/shared/schemas/tires';

const stored: TireDefectLine = {
  id: 11,
  orderId: 7,
  barcode: '111111111',
  defectTypeIds: [548],
  defectTypeNames: ['Без видимых дефектов (шина)'],
  storedObjectNumber: '1',
  storedObjectRefValueId: 379,
  tireTreadDepth: 6.5,
  currentState: null,
};

/** A fake server: the lines it holds, barcodes taken elsewhere, and every call it got. */
function start(lines: TireDefectLine[] = [stored], taken: string[] = []) {
  const server = {
    lines: [...lines],
    checks: [] as BarcodeCheckInput[][],
    posts: [] as unknown[],
    puts: [] as unknown[],
    refuse: null as null | object,
  };
  let nextId = 100;
  const saved: number[] = [];
  const machine = tireDefectLinesMachine.provide({
    actors: {
      loadLines: fromPromise(async () => server.lines),
      checkBarcodes: fromPromise(async ({ input }: { input: BarcodeCheckInput[] }) => {
        server.checks.push(input);
        return input.map((c) => ({
          key: c.key,
          barcode: c.barcode,
          barcodeIsUniqueInDB:
            !taken.includes(c.barcode) && !server.lines.some((l) => l.barcode === c.barcode && l.id !== c.excludeId),
        }));
      }),
      createLines: fromPromise(async ({ input }: { input: SaveInput }) => {
        server.posts.push(input.lines);
        if (server.refuse) throw server.refuse;
        server.lines = [
          ...server.lines,
          ...input.lines.map(
            (l) => ({ ...stored, ...l, id: nextId++, defectTypeNames: [] }) as unknown as TireDefectLine,
          ),
        ];
        return server.lines;
      }),
      updateLines: fromPromise(async ({ input }: { input: SaveInput }) => {
        server.puts.push(input.lines);
        server.lines = server.lines.map(
          (l) => ({ ...l, ...(input.lines.find((u) => u.id === l.id) ?? {}) }) as unknown as TireDefectLine,
        );
        return server.lines;
      }),
    },
    actions: { saved: () => void saved.push(1) },
  });
  const actor = createActor(machine, { input: { orderId: 7, storedObjectRefValueId: 379 } }).start();
  const line = (key: string) => actor.getSnapshot().context.lines.find((l) => l.key === key)!;
  return { actor, server, saved, line };
}

describe('tireDefectLinesMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the stored lines as saved, and adds new ones with the default defect type of the order’s object', async () => {
    const { actor, line } = start();
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      expect(line('line-11')).toMatchObject({ status: 'saved', tireTreadDepth: '6,5', barcodeIsUniqueInDB: true });
      actor.send({ type: 'line.add' });
      expect(line('new-1')).toMatchObject({
        status: 'new',
        defectTypeIds: [548],
        storedObjectRefValueId: 379,
        barcode: '',
      });
    } finally {
      actor.stop();
    }
  });

  it('flags a wrong and a repeated barcode at once, and checks a right one on the server after a pause in typing', async () => {
    const { actor, server, line } = start([stored], ['222222222']);
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      actor.send({ type: 'line.add' });
      actor.send({ type: 'line.barcode', key: 'new-1', barcode: '1234' });
      expect(line('new-1').isWrong).toBe(true);
      actor.send({ type: 'line.barcode', key: 'new-1', barcode: '111111111' });
      expect(line('new-1')).toMatchObject({ isWrong: false, isRepeat: true, barcodeIsUniqueInDB: null });
      actor.send({ type: 'line.barcode', key: 'new-1', barcode: '22222222' });
      actor.send({ type: 'line.barcode', key: 'new-1', barcode: '222222222' });
      expect(line('new-1').isRepeat).toBe(false);
      await vi.advanceTimersByTimeAsync(399);
      expect(server.checks).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      // One check, for the last barcode typed only.
      expect(server.checks).toEqual([[{ key: 'new-1', barcode: '222222222' }]]);
      expect(line('new-1').barcodeIsUniqueInDB).toBe(false);
      expect(actor.getSnapshot().context.pendingChecks).toEqual([]);
    } finally {
      actor.stop();
    }
  });

  it('checks an edited stored line without counting itself', async () => {
    const { actor, server, line } = start();
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      actor.send({ type: 'line.barcode', key: 'line-11', barcode: '111111111' });
      expect(line('line-11').status).toBe('updated');
      await vi.advanceTimersByTimeAsync(400);
      expect(server.checks[0]).toEqual([{ key: 'line-11', barcode: '111111111', excludeId: 11 }]);
      expect(line('line-11').barcodeIsUniqueInDB).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('replaces the default defect type once another is chosen, and follows the stored object while only the default is chosen', async () => {
    const { actor, line } = start([]);
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      actor.send({ type: 'line.add' });
      actor.send({ type: 'line.storedObject', key: 'new-1', storedObjectRefValueId: 443 });
      expect(line('new-1').defectTypeIds).toEqual([562]);
      actor.send({ type: 'line.defectTypes', key: 'new-1', defectTypeIds: [562, 9034] });
      expect(line('new-1').defectTypeIds).toEqual([9034]);
      actor.send({ type: 'line.storedObject', key: 'new-1', storedObjectRefValueId: 379 });
      expect(line('new-1').defectTypeIds).toEqual([9034]);
    } finally {
      actor.stop();
    }
  });

  it('keeps editing with the rules’ messages while a line is not right, and sends nothing', async () => {
    const { actor, server } = start([]);
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      actor.send({ type: 'line.add' });
      actor.send({ type: 'line.change', key: 'new-1', field: 'tireTreadDepth', value: '-1' });
      actor.send({ type: 'lines.save' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        'new-1.barcode': 'Укажите штрихкод',
        'new-1.tireTreadDepth': 'Глубина протектора не может быть отрицательной',
      });
      expect(server.posts).toEqual([]);
      actor.send({ type: 'line.barcode', key: 'new-1', barcode: '333333333' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        'new-1.tireTreadDepth': 'Глубина протектора не может быть отрицательной',
      });
    } finally {
      actor.stop();
    }
  });

  it('posts the new lines, puts the updated ones, then shows every line saved', async () => {
    const { actor, server, saved } = start();
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      actor.send({ type: 'line.add' });
      actor.send({ type: 'line.barcode', key: 'new-1', barcode: '333333333' });
      actor.send({ type: 'line.change', key: 'line-11', field: 'currentState', value: 'Новая' });
      actor.send({ type: 'lines.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      expect(server.posts).toEqual([
        [expect.objectContaining({ barcode: '333333333', defectTypeIds: [548], storedObjectRefValueId: 379 })],
      ]);
      expect(server.puts).toEqual([[expect.objectContaining({ id: 11, currentState: 'Новая' })]]);
      expect(actor.getSnapshot().context.lines.map((l) => [l.key, l.status])).toEqual([
        ['line-11', 'saved'],
        ['line-100', 'saved'],
      ]);
      expect(saved).toEqual([1]);
    } finally {
      actor.stop();
    }
  });

  it('puts the server’s refusal on its line and keeps the lines to fix', async () => {
    const { actor, server, line } = start([]);
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      actor.send({ type: 'line.add' });
      actor.send({ type: 'line.add' });
      actor.send({ type: 'line.barcode', key: 'new-1', barcode: '444444444' });
      actor.send({ type: 'line.barcode', key: 'new-2', barcode: '555555555' });
      server.refuse = {
        message: 'Проверьте правильность заполнения полей',
        status: 400,
        details: { 'lines.1.barcode': 'Этот штрихкод уже есть в базе' },
      };
      actor.send({ type: 'lines.save' });
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'new-2.barcode': 'Этот штрихкод уже есть в базе' });
      expect(actor.getSnapshot().context.error?.message).toBe('Проверьте правильность заполнения полей');
      expect(line('new-2')).toMatchObject({ status: 'new', barcodeIsUniqueInDB: false });
      // Now the rules refuse it before sending.
      actor.send({ type: 'lines.save' });
      expect(server.posts).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('removes only lines not saved yet', async () => {
    const { actor } = start();
    try {
      await waitFor(actor, (s) => s.matches({ data: 'ready' }));
      actor.send({ type: 'line.add' });
      actor.send({ type: 'line.remove', key: 'new-1' });
      actor.send({ type: 'line.remove', key: 'line-11' });
      expect(actor.getSnapshot().context.lines.map((l) => l.key)).toEqual(['line-11']);
    } finally {
      actor.stop();
    }
  });
});
