import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { type CsvExportEvent, csvExportMachine, type ExportFileFormat } from '../../../machines/kit/csvExportMachine';
import { collectAll, toCsv } from '../../../src/console/components/dataTable/csvExport';

describe('csvExportMachine', () => {
  it('shows progress, ends done, and a cancelled export stops its collector', async () => {
    let stopped = 0;
    let report: ((e: CsvExportEvent) => void) | undefined;
    const formats: string[] = [];
    const machine = csvExportMachine.provide({
      actors: {
        collect: fromCallback<CsvExportEvent, { format: ExportFileFormat }>(({ sendBack, input }) => {
          report = sendBack;
          formats.push(input.format);
          return () => void stopped++;
        }),
      },
    });
    const actor = createActor(machine).start();
    try {
      actor.send({ type: 'export.start' });
      report!({ type: 'export.progress', loaded: 500, total: 1200 });
      expect(actor.getSnapshot().context).toMatchObject({ loaded: 500, total: 1200 });
      actor.send({ type: 'export.cancel' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(stopped).toBe(1);
      actor.send({ type: 'export.start', format: 'xlsx' });
      expect(actor.getSnapshot().context.loaded).toBe(0);
      expect(formats).toEqual(['csv', 'xlsx']);
      report!({ type: 'export.failed', error: { message: 'Ошибка сети' } });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toEqual({ message: 'Ошибка сети' });
    } finally {
      actor.stop();
    }
  });
});

describe('CSV export', () => {
  it('collects every page of the query and reports progress', async () => {
    const all = Array.from({ length: 1234 }, (_, i) => ({ id: i }));
    const seen: [number, number][] = [];
    const rows = await collectAll(
      async (q) => ({ rows: all.slice(q.offset, q.offset + q.size), total: all.length }),
      { offset: 30, size: 10, sortField: 'id', sortOrder: 'ASC', search: '', filters: {} },
      (loaded, total) => seen.push([loaded, total]),
      () => false,
    );
    expect(rows).toHaveLength(1234);
    expect(seen).toEqual([
      [500, 1234],
      [1000, 1234],
      [1234, 1234],
    ]);
  });

  it('writes a BOM, semicolons and quotes what needs quoting', () => {
    const csv = toCsv(
      [
        { n: 'Иванов; Пётр', s: 5 },
        { n: 'Кавычки "да"', s: null },
      ],
      [
        { id: 'n', header: 'Клиент', value: (r: { n: string; s: number | null }) => r.n },
        { id: 's', header: 'Сумма', value: (r: { n: string; s: number | null }) => r.s },
      ],
    );
    expect(csv).toBe('\uFEFFКлиент;Сумма\r\n"Иванов; Пётр";5\r\n"Кавычки ""да""";');
  });
});
