import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import {
  type FaqChange,
  type FaqRights,
  type FaqRow,
  type FaqSaveInput,
  type FaqValues,
  type SeoFaqContext,
  seoFaqMachine,
} from '../../../machines/content/seoFaqMachine';
import type { SeoPageFaq } from '../../../src/shared/schemas/content/seoPageFaqs';
import {
  type LiveSnapshot,
  type Path,
  replayPath,
  scriptedPath,
  shortestPaths,
  type WalkEvent,
  walkEvent,
} from '../modelPaths';

// Every shortest path of the SEO page FAQ chart, walked once per set of rights (the rights are the guards' data),
// replayed on the real machine with the load and the save held by hand. After every step the live actor is checked
// for what its state means: the rows and their marks (what the next save sends), the load error, the batch in
// flight and the row the save call was given, the failed count, the `busy` tag, what `can` allows for the rights
// and the marks, and the effects of the step (loads and saves asked, the toast). Two batches of three rows are
// scripted on top of the walk: see below for why the walk cannot reach them.

type Snap = LiveSnapshot<SeoFaqContext>;
type Ev = WalkEvent;
const ev = walkEvent;
/** Test titles name the payload where one event type comes with several. */
const NAMES = new Map<Ev, string>();
const named = (e: Ev, name: string) => {
  NAMES.set(e, `${e.type}(${name})`);
  return e;
};

const PAGE = 7;
const faq = (id: number, sort: number, question: string, answer: string): SeoPageFaq => ({
  id,
  seoPageId: PAGE,
  sort,
  question,
  answer,
  createdAt: 1_750_000_000,
});
// As the server lists them: not by sort.
const FAQS = [
  faq(2, 20, 'Сколько длится шиномонтаж?', '<p>Около часа.</p>'),
  faq(1, 10, 'Нужна ли запись?', '<p>Да, по телефону или на сайте.</p>'),
  faq(3, 30, 'Храните ли вы шины?', '<p>Да, сезонное хранение.</p>'),
];
const NEW: FaqValues = { sort: 40, question: 'Можно ли оплатить картой?', answer: '<p>Да, на месте.</p>' };
const NEW_EDITED: FaqValues = { ...NEW, answer: '<p>Да, картой любого банка.</p>' };
/** A question of spaces: the shared body schema refuses it, so the row cannot be saved. */
const BLANK: FaqValues = { sort: 50, question: '   ', answer: '<p>Вопрос забыли.</p>' };
const FIRST_EDITED: FaqValues = { sort: 10, question: 'Нужна ли предварительная запись?', answer: FAQS[1].answer };
const CREATED = faq(41, NEW.sort, NEW.question, NEW.answer);
const OFFLINE = { message: 'Сеть недоступна', status: 0 };
const REFUSAL = {
  message: 'Проверьте правильность заполнения полей',
  errorCode: 'VALIDATION_ERROR',
  status: 400,
  details: { answer: 'Укажите ответ' },
};
const GONE = { message: 'Вопрос FAQ не найден', errorCode: 'ENTITY_NOT_FOUND', status: 404 };
/** What a refused row shows: the first field message, else the server's message. */
const SHOWN = new Map<unknown, string>([
  [REFUSAL, 'Укажите ответ'],
  [GONE, 'Вопрос FAQ не найден'],
]);

const LOAD = ev({ type: 'faq.load', seoPageId: PAGE });
const SAVE: Ev = { type: 'faq.save' };
const loaded = (output: SeoPageFaq[]) => ev({ type: 'xstate.done.actor.loadFaqs', output });
const saved = (output: SeoPageFaq) => ev({ type: 'xstate.done.actor.saveFaq', output });
const refused = (error: unknown) => ev({ type: 'xstate.error.actor.saveFaq', error });
const add = (values: FaqValues) => ev({ type: 'faq.add', values });
const edit = (key: string, values: FaqValues) => ev({ type: 'faq.edit', key, values });
const remove = (key: string) => ev({ type: 'faq.remove', key });

const events: Ev[] = [
  LOAD,
  loaded(FAQS),
  ev({ type: 'xstate.error.actor.loadFaqs', error: OFFLINE }),
  named(add(NEW), 'new'),
  named(add(BLANK), 'blank'),
  named(edit('s1', FIRST_EDITED), 's1'),
  named(edit('n1', NEW_EDITED), 'n1'),
  named(remove('s2'), 's2'),
  named(remove('n1'), 'n1'),
  named(ev({ type: 'faq.restore', key: 's2' }), 's2'),
  SAVE,
  { type: 'faq.reset' },
  // The server answers a save with the row; only a new row's id is read.
  saved(CREATED),
  named(refused(REFUSAL), '400'),
  named(refused(GONE), '404'),
];

const ALL: FaqRights = { insert: true, update: true, delete: true };
const rightsCases: [string, FaqRights][] = [
  ['every right', ALL],
  ['insert only (stored rows stay as they are)', { insert: true, update: false, delete: false }],
  ['no rights', { insert: false, update: false, delete: false }],
];

const valuesOf = ({ sort, question, answer }: FaqValues): FaqValues => ({ sort, question, answer });
const sameValues = (a: FaqValues | null, b: FaqValues) =>
  !!a && a.sort === b.sort && a.question === b.question && a.answer === b.answer;
const RANK: Record<FaqChange, number> = { deleted: 0, updated: 1, added: 2 };
const pending = (rows: FaqRow[]) => rows.filter((r) => r.change).sort((a, b) => RANK[a.change!] - RANK[b.change!]);
/** A row the server would take: deleted rows are not checked, the others need a question and an answer. */
const sendable = (r: FaqRow) => r.change === 'deleted' || (r.question.trim() !== '' && r.answer.trim() !== '');
const byKey = (rows: FaqRow[]) => Object.fromEntries(rows.map((r) => [r.key, r]));

/** One replay's check: the meaning of each state, and what the step just taken did to the rows and the calls. */
function model(rights: FaqRights, path: Path) {
  const steps = path.steps.map((s) => s.event as Ev);
  let step = 0;
  let prev: Snap | undefined;
  const children = new Set<AnyActorRef>();
  const calls = { loads: [] as unknown[], saves: [] as FaqSaveInput[] };
  let toasts = 0;
  let seen = { loads: 0, saves: 0, toasts: 0 };

  const meaning = (now: Snap, after: string) => {
    const { value, context: c } = now;
    const editable = value === 'editing' || value === 'failed';
    expect(now.status).toBe('active');
    expect(now.hasTag('busy'), `busy after ${after}`).toBe(value === 'loading' || value === 'saving');
    expect(now.can(LOAD), 'another page may be opened, except mid-save').toBe(value !== 'saving');
    expect(now.can(add(NEW)), 'faq.add').toBe(editable && rights.insert);
    expect(now.can({ type: 'faq.reset' })).toBe(editable);
    const marked = pending(c.rows);
    expect(now.can(SAVE), `faq.save after ${after}`).toBe(editable && marked.length > 0 && marked.every(sendable));
    expect(now.can(edit('n99', NEW)), 'a row not on the page').toBe(false);
    for (const row of c.rows) {
      const live = row.change !== 'deleted';
      expect(now.can(edit(row.key, NEW_EDITED)), `faq.edit ${row.key}`).toBe(
        editable && live && (row.change === 'added' || rights.update),
      );
      expect(now.can(remove(row.key)), `faq.remove ${row.key}`).toBe(
        editable && live && (row.stored === null || rights.delete),
      );
      // The mark says what the next save sends, and the stored copy what the server holds.
      if (row.change === 'added') expect([row.stored, row.id]).toEqual([null, undefined]);
      else expect(row.stored).not.toBeNull();
      if (row.key.startsWith('s')) expect(row.id).toBe(Number(row.key.slice(1)));
      if (row.change === undefined) expect(valuesOf(row)).toEqual(row.stored);
      if (row.change === 'updated') expect(sameValues(row.stored, row)).toBe(false);
    }

    const running = Object.keys(now.children);
    if (value === 'idle') expect(c).toMatchObject({ seoPageId: null, rows: [], queue: [], loadError: null });
    if (value === 'loading') {
      expect(c).toMatchObject({ seoPageId: PAGE, rows: [], loadError: null, failed: 0 });
      expect(running).toEqual(['loadFaqs']);
      expect(now.children.loadFaqs!.getSnapshot().input).toEqual({ seoPageId: PAGE });
    }
    if (value === 'loadFailed') {
      expect(c.loadError).toEqual({ message: 'Сеть недоступна', errorCode: undefined, status: 0 });
      expect(c.rows).toEqual([]);
    }
    if (value === 'saving') {
      // The batch goes deleted rows first, then updated, then added; the call carries its first row.
      expect(c.queue.length).toBeGreaterThan(0);
      const queued = c.queue.map((key) => byKey(c.rows)[key]);
      expect(queued.every((r) => r?.change)).toBe(true);
      expect(queued.map((r) => RANK[r.change!])).toEqual(queued.map((r) => RANK[r.change!]).sort());
      expect(running).toEqual(['saveFaq']);
      expect(now.children.saveFaq!.getSnapshot().input).toEqual({ seoPageId: PAGE, row: queued[0] });
    } else if (value !== 'loading') {
      expect(running).toEqual([]);
    }
    if (editable) expect(c.queue).toEqual([]);
    if (value === 'failed') {
      // Refused rows keep their mark and show why; the count is of this batch.
      expect(c.failed).toBeGreaterThan(0);
      expect(c.rows.filter((r) => r.error)).toHaveLength(c.failed);
    }
  };

  const effect = (before: Snap, now: Snap, event: Ev, done: { loads: number; saves: number; toasts: number }) => {
    const b = before.context;
    const c = now.context;
    const type = event.type;
    expect(done.loads, 'loads asked').toBe(type === 'faq.load' ? 1 : 0);
    if (type === 'faq.load') expect(c).toMatchObject({ seoPageId: event.seoPageId, rows: [], failed: 0 });
    if (type === 'xstate.done.actor.loadFaqs') {
      // By sort, each row its own stored copy, nothing marked.
      expect(c.rows).toEqual(
        [1, 2, 3].map((id) => {
          const f = FAQS.find((x) => x.id === id)!;
          return { key: `s${id}`, id, ...valuesOf(f), stored: valuesOf(f) };
        }),
      );
    }
    if (type === 'faq.add') {
      const values = event.values as FaqValues;
      expect(c.rows).toEqual([...b.rows, { key: `n${b.nextKey}`, ...values, stored: null, change: 'added' }]);
      expect(c.nextKey).toBe(b.nextKey + 1);
    }
    if (type === 'faq.edit') {
      // An edit back to what the server holds is no change; a new row stays new.
      const values = event.values as FaqValues;
      expect(c.rows).toEqual(
        b.rows.map((r) =>
          r.key !== event.key
            ? r
            : {
                ...r,
                ...values,
                error: undefined,
                change: r.change === 'added' ? 'added' : sameValues(r.stored, values) ? undefined : 'updated',
              },
        ),
      );
    }
    if (type === 'faq.remove') {
      // A row never saved just goes; a stored one is marked for a DELETE.
      expect(c.rows).toEqual(
        b.rows.flatMap((r): FaqRow[] =>
          r.key !== event.key ? [r] : r.stored === null ? [] : [{ ...r, change: 'deleted', error: undefined }],
        ),
      );
    }
    if (type === 'faq.restore') {
      expect(c.rows).toEqual(
        b.rows.map((r) =>
          r.key !== event.key || r.change !== 'deleted'
            ? r
            : { ...r, change: sameValues(r.stored, r) ? undefined : 'updated', error: undefined },
        ),
      );
    }
    if (type === 'faq.reset') {
      expect(c.rows).toEqual(
        b.rows.filter((r) => r.stored).map((r) => ({ key: r.key, id: r.id, ...r.stored, stored: r.stored })),
      );
      expect(c.failed).toBe(0);
    }
    if (type === 'faq.save') {
      expect(c.queue).toEqual(pending(b.rows).map((r) => r.key));
      expect(c.rows).toEqual(b.rows.map((r) => ({ ...r, error: undefined })));
      expect(c.failed).toBe(0);
    }
    const answered = type === 'xstate.done.actor.saveFaq' || type === 'xstate.error.actor.saveFaq';
    // Exactly one save call per row of the batch: one on faq.save, one more after each answer while rows are left.
    expect(done.saves, 'saves asked').toBe(type === 'faq.save' || (answered && b.queue.length > 1) ? 1 : 0);
    if (answered) {
      const [key, ...rest] = b.queue;
      const row = byKey(b.rows)[key];
      expect(c.queue).toEqual(rest);
      expect(now.value).toBe(rest.length > 0 ? 'saving' : c.failed > 0 ? 'failed' : 'editing');
      const others = b.rows.filter((r) => r.key !== key);
      if (type === 'xstate.done.actor.saveFaq') {
        // The row settles (a deleted one goes); a new one takes the id the server gave.
        const settled =
          row.change === 'deleted' ? [] : [{ key, id: row.id ?? CREATED.id, ...valuesOf(row), stored: valuesOf(row) }];
        expect(byKey(c.rows)).toEqual(byKey([...others, ...settled]));
        expect(c.failed).toBe(b.failed);
        // Listed as the server will list them: by sort, then id, new rows last.
        const order = c.rows.map((r) => [r.sort, r.id ?? Number.MAX_SAFE_INTEGER]);
        expect(order).toEqual([...order].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
      } else {
        expect(c.rows).toEqual(b.rows.map((r) => (r.key === key ? { ...r, error: SHOWN.get(event.error) } : r)));
        expect(c.failed).toBe(b.failed + 1);
      }
    }
    if (type === 'xstate.error.actor.loadFaqs') expect(c.loadError?.message).toBe(OFFLINE.message);
    // The toast is for a batch that saved every row, and only then.
    expect(done.toasts, 'toasts').toBe(answered && now.value === 'editing' ? 1 : 0);
  };

  const check = (snapshot: AnyMachineSnapshot, after: string) => {
    const now = snapshot as unknown as Snap;
    const event = steps[step++];
    for (const [id, child] of Object.entries(now.children)) {
      if (!child || children.has(child)) continue;
      children.add(child);
      const input = child.getSnapshot().input;
      if (id === 'loadFaqs') calls.loads.push(input);
      else calls.saves.push(input as FaqSaveInput);
    }
    meaning(now, after);
    const counts = { loads: calls.loads.length, saves: calls.saves.length, toasts };
    if (prev)
      effect(prev, now, event, {
        loads: counts.loads - seen.loads,
        saves: counts.saves - seen.saves,
        toasts: counts.toasts - seen.toasts,
      });
    seen = counts;
    prev = now;
  };
  const provide = {
    actions: {
      faqSaved: () => {
        toasts += 1;
      },
    },
  };
  return { check, provide, calls };
}

const title = (p: Path) => p.steps.map((s) => NAMES.get(s.event as Ev) ?? s.event.type).join(' > ');
const replay = (path: Path, rights: FaqRights) => {
  const { check, provide, calls } = model(rights, path);
  return replayPath(seoFaqMachine, path, {
    input: { rights },
    actorNames: ['loadFaqs', 'saveFaq'],
    longestDelayMs: 0,
    provide,
    check,
  }).then(() => calls);
};

describe.each(rightsCases)('seoFaqMachine with %s, every shortest path', (_, rights) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = shortestPaths(seoFaqMachine, events, { rights });

  it.each(paths.map((p) => [title(p), p] as const))('replays %s', async (_, path) => {
    await replay(path, rights);
  });
});

// The walk keys a state by (previous value, event, value), so a save is walked only from the first editing state that
// can save, which holds one marked row: `moreQueued` is never true on a walked path. These batches of three rows
// (deleted, updated, added) are scripted with the values they must reach, and replayed with the same check.
const scripted = (steps: [Ev, string][]) => scriptedPath('idle', steps);
const batch: [Ev, string][] = [
  [LOAD, 'loading'],
  [loaded(FAQS), 'editing'],
  [remove('s2'), 'editing'],
  [edit('s1', FIRST_EDITED), 'editing'],
  [add(NEW), 'editing'],
  [SAVE, 'saving'],
];
const DELETED = FAQS[0];
const UPDATED = { ...FAQS[1], ...FIRST_EDITED };

describe('seoFaqMachine, batches of three rows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves every row, one call each in order, and toasts once', async () => {
    const calls = await replay(
      scripted([...batch, [saved(DELETED), 'saving'], [saved(UPDATED), 'saving'], [saved(CREATED), 'editing']]),
      ALL,
    );
    expect(calls.saves.map((s) => [s.row.key, s.row.change])).toEqual([
      ['s2', 'deleted'],
      ['s1', 'updated'],
      ['n1', 'added'],
    ]);
  });

  it('keeps a refused row marked while the rest save, then sends only it', async () => {
    const calls = await replay(
      scripted([
        ...batch,
        [refused(GONE), 'saving'],
        [refused(REFUSAL), 'saving'],
        [saved(CREATED), 'failed'],
        [SAVE, 'saving'],
        [saved(DELETED), 'saving'],
        [saved(UPDATED), 'editing'],
      ]),
      ALL,
    );
    expect(calls.saves.map((s) => s.row.key)).toEqual(['s2', 's1', 'n1', 's2', 's1']);
  });
});
