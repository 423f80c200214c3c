// @vitest-environment jsdom
// It runs in the model project, whose coverage report reads the screen's live report actor; the console setup is
// imported here, as the console project would load it.
import '../setup';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnyActorRef, EventObject } from 'xstate';
import {
  type ReportEvent,
  type ReportInput,
  type ReportSummary,
  reportMachine,
} from '../../../machines/reports/reportMachine';
import type { ReportBody } from '../../../src/console/api/reports/reportsApi';
import { EMPTY_TEXT } from '../../../src/console/components/LoadState';
import type { ReportChartSpec } from '../../../src/console/screens/reports/kit/ReportChart';
import { dayColumn, moneyColumn } from '../../../src/console/screens/reports/kit/reportColumns';
import { defaultForm } from '../../../src/console/screens/reports/kit/reportForm';
import type { ReportPage as ReportAnswer } from '../../../src/shared/schemas/reports/reportRequest';
import { shortestPaths } from '../../machines/modelPaths';
import { countPath, recordMicrosteps } from '../../model/chartCoverage';

// The report chart's every shortest path, replayed on the live report screen: each event is done the way the screen
// does it («Сформировать», «повторить», «Обновить» of the table, the server's answer to the pending fetch) and at every
// step the screen is asserted for the state reached, and the screen's own report actor is checked to be in it.

const live = vi.hoisted(() => ({ report: null as AnyActorRef | null }));
vi.mock('../../../src/console/debug/inspector', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/console/debug/inspector')>();
  return {
    ...original,
    inspect: (ev: Parameters<typeof original.inspect>[0]) => {
      // The screen's report actor, to check that it is where the walk says.
      if (ev.type === '@xstate.actor' && (ev.actorRef as { logic?: { id?: string } }).logic?.id === 'report')
        live.report = ev.actorRef as AnyActorRef;
      recordMicrosteps(ev);
      original.inspect(ev);
    },
  };
});
vi.mock('../../../src/console/api/userSettingsApi', () => ({
  fetchUserSetting: vi.fn(async () => null),
  saveUserSetting: vi.fn(async () => {}),
  deleteUserSetting: vi.fn(async () => {}),
}));
vi.mock('../../../src/console/api/reports/reportsApi', () => ({ fetchReport: vi.fn(), downloadReport: vi.fn() }));

const api = vi.mocked(await import('../../../src/console/api/reports/reportsApi'));
const settingsApi = vi.mocked(await import('../../../src/console/api/userSettingsApi'));
const { ReportPage } = await import('../../../src/console/screens/reports/kit/ReportPage');

// A small report of the test's own: two columns, a money total and a bar chart of the days.
type Row = { day: string; amount: number };
const TITLE = 'Выручка за период';
const REPORT_PATH = '/reports/demo';
const columns = [dayColumn<Row>('day', 'День', { primary: true }), moneyColumn<Row>('amount', 'Выручка')];
const chart: ReportChartSpec = {
  kind: 'bar',
  x: 'day',
  xKind: 'day',
  title: 'Выручка по дням',
  series: [{ key: 'amount', label: 'Выручка', color: 'teal.solid' }],
};
const ROWS: Row[] = [
  { day: '2025-06-02', amount: 100_000 },
  { day: '2025-06-03', amount: 23_456.5 },
];

// The period this user last ran the report with (this browser's copy): the screen runs it at once.
const PERIOD = { dateFrom: '2025-06-01', dateTo: '2025-06-30' };
const SAVED_KEY = `tableSettings:${TITLE}:report.demo.filters`;
// Its days in Moscow (UTC+3): from the start of 1 June to the start of 1 July.
const MOSCOW_PERIOD = {
  dateFrom: Date.parse('2025-05-31T21:00:00Z') / 1000,
  dateTo: Date.parse('2025-06-30T21:00:00Z') / 1000,
  timezone: 'Europe/Moscow',
};

const WITH_ROWS: ReportSummary = {
  total: 12,
  totals: { amount: 123_456.5 },
  series: [
    { day: '2025-06-02', amount: 100_000 },
    { day: '2025-06-03', amount: 23_456.5 },
  ],
};
const NO_ROWS: ReportSummary = { total: 0, totals: { amount: null }, series: [] };
const FAILURE = { message: 'Сервер недоступен', status: 500 };

const EVENTS = [
  { type: 'report.run' },
  { type: 'report.loaded', summary: WITH_ROWS },
  { type: 'report.loaded', summary: NO_ROWS },
  { type: 'report.failed', error: FAILURE },
] as EventObject[];
const INPUT: ReportInput = { form: PERIOD, defaults: PERIOD };

// Every call of fetchReport stays pending until the test answers it.
interface Call {
  path: string;
  body: ReportBody;
  answered: boolean;
  resolve: (page: ReportAnswer) => void;
  reject: (error: unknown) => void;
  promise: Promise<ReportAnswer>;
}
let calls: Call[] = [];
const open = () => calls.filter((c) => !c.answered);

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  live.report = null;
  calls = [];
  countPath(reportMachine);
  settingsApi.fetchUserSetting.mockImplementation(async () => null);
  api.fetchReport.mockImplementation((path, body) => {
    let resolve!: Call['resolve'];
    let reject!: Call['reject'];
    const promise = new Promise<ReportAnswer>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    calls.push({ path, body, answered: false, resolve, reject, promise });
    return promise;
  });
});

function renderReport({ saved = true }: { saved?: boolean } = {}) {
  if (saved) localStorage.setItem(SAVED_KEY, JSON.stringify({ filters: PERIOD }));
  const location = memoryLocation({ path: '/reports/demo', record: true });
  render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>
        <ReportPage<Row>
          title={TITLE}
          reportKey="demo"
          path={REPORT_PATH}
          filters={['period']}
          columns={columns}
          totals={{ amount: 'money' }}
          chart={chart}
          defaults={{ sortField: 'day', sortOrder: 'ASC' }}
          rowKey={(r) => r.day}
        />
      </Router>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

const runButton = () => screen.getByTestId('report-run');
const totalsGroup = () => screen.queryByRole('group', { name: 'Итого' });
const table = () => screen.queryByTestId('data-table-report.demo');

/** Answers the one pending fetch, and waits until the page has handed the answer on. */
async function answer(call: Call, outcome: { page: ReportAnswer } | { error: unknown }) {
  call.answered = true;
  await act(async () => {
    if ('page' in outcome) call.resolve(outcome.page);
    else call.reject(outcome.error);
    await call.promise.catch(() => {});
  });
}

async function nextCall(before: number): Promise<Call> {
  await waitFor(() => expect(calls).toHaveLength(before + 1));
  return calls[before];
}

const pageOf = (summary: ReportSummary): ReportAnswer => ({
  items: summary.total > 0 ? ROWS : [],
  total: summary.total,
  totals: summary.totals,
  series: summary.series,
});

/** Does an event of the walk on the screen. */
async function perform(user: ReturnType<typeof userEvent.setup>, event: ReportEvent, from: string) {
  if (event.type === 'report.run') {
    const before = calls.length;
    if (from === 'failed') {
      // The error panel's «повторить» runs the form again (the failure cleared the request, not the form).
      await user.click(within(screen.getByTestId('report-failed')).getByRole('button', { name: 'повторить' }));
    } else {
      await user.click(runButton());
    }
    await nextCall(before);
    return;
  }
  // An answer: to the pending run, or (the report shown or empty) to the table's reload of the same request.
  let call = open()[0];
  if (!call) {
    const before = calls.length;
    await user.click(within(table()!).getByRole('button', { name: 'Обновить' }));
    call = await nextCall(before);
  }
  expect(open()).toEqual([call]);
  if (event.type === 'report.loaded') await answer(call, { page: pageOf(event.summary) });
  else if (event.type === 'report.failed') await answer(call, { error: event.error });
  else throw new Error(`${event.type} is not done on the screen`);
}

/** What the screen shows in each state of the chart. */
const SCREEN: Record<string, () => Promise<void>> = {
  // The run is pending: «Сформировать» is busy and nothing of the report is shown yet.
  running: async () => {
    await waitFor(() => expect(runButton()).toHaveAttribute('data-loading'));
    expect(runButton()).toBeDisabled();
    expect(totalsGroup()).toBeNull();
    expect(screen.queryByTestId('report-chart')).toBeNull();
    expect(screen.queryByTestId('report-failed')).toBeNull();
    expect(table()).toBeInTheDocument();
    // The request of the run: the form's days in Moscow as unix seconds, the table's first page.
    expect(open()).toHaveLength(1);
    const [call] = open();
    expect(call.path).toBe(REPORT_PATH);
    expect(call.body).toMatchObject({ ...MOSCOW_PERIOD, offset: 0, size: 10, sortField: 'day', sortOrder: 'ASC' });
  },
  // The totals over every row, the chart and the page of rows.
  shown: async () => {
    await waitFor(() => expect(runButton()).not.toHaveAttribute('data-loading'));
    await waitFor(() => expect(screen.queryByTestId('table-reloading')).toBeNull());
    const totals = totalsGroup()!;
    expect(totals).toBeInTheDocument();
    expect(totals.querySelector('[data-total="__rows"]')).toHaveTextContent(/^Строк12$/);
    expect(totals.querySelector('[data-total="amount"]')).toHaveTextContent(/^Выручка123\s456,50\s₽$/);
    const rows = within(table()!).getAllByTestId('table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('02.06.2025');
    expect(rows[0]).toHaveTextContent(/100\s000,00\s₽/);
    expect(rows[1]).toHaveTextContent('03.06.2025');
    expect(rows[1]).toHaveTextContent(/23\s456,50\s₽/);
    // recharts may draw nothing in jsdom: the chart's box and its heading.
    const box = screen.getByTestId('report-chart');
    expect(within(box).getByRole('heading', { name: 'Выручка по дням' })).toBeInTheDocument();
    expect(screen.queryByTestId('report-failed')).toBeNull();
    expect(open()).toEqual([]);
  },
  // The answer has no rows: the table says so, and there are no totals or chart.
  empty: async () => {
    await waitFor(() => expect(runButton()).not.toHaveAttribute('data-loading'));
    expect(await within(table()!).findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(within(table()!).queryAllByTestId('table-row')).toHaveLength(0);
    expect(totalsGroup()).toBeNull();
    expect(screen.queryByTestId('report-chart')).toBeNull();
    expect(screen.queryByTestId('report-failed')).toBeNull();
    expect(open()).toEqual([]);
  },
  // The failure cleared the data and the request: the error panel alone, with «повторить».
  failed: async () => {
    const panel = await screen.findByTestId('report-failed');
    expect(panel).toHaveTextContent('Ошибка загрузки данных');
    expect(panel).toHaveTextContent('Сервер недоступен');
    expect(within(panel).getByRole('button', { name: 'повторить' })).toBeEnabled();
    await waitFor(() => expect(table()).toBeNull());
    expect(totalsGroup()).toBeNull();
    expect(screen.queryByTestId('report-chart')).toBeNull();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
    expect(runButton()).not.toHaveAttribute('data-loading');
  },
};

// «Сформировать» is busy (disabled) while the report runs, so running → report.run → running cannot be done on the
// screen: the walk leaves those paths out (the chart's own test runs it; a run of the server's copy of the filters
// does it too, see below).
const doable = (path: ReturnType<typeof shortestPaths>[number]) =>
  path.steps.every(
    (step, i) =>
      i === 0 || (step.event as EventObject).type !== 'report.run' || path.steps[i - 1].state.value !== 'running',
  );
const allPaths = shortestPaths(reportMachine, EVENTS, INPUT);
const paths = allPaths.filter(doable);
const nameOf = (path: (typeof paths)[number]) =>
  path.steps
    .slice(1)
    .map((s) => {
      const e = s.event as EventObject & { summary?: ReportSummary };
      return e.type === 'report.loaded' ? `loaded(${e.summary?.total ? 'rows' : 'none'})` : e.type.slice(7);
    })
    .join(' > ') || 'start';

describe('ReportPage, every shortest path of the report chart on the screen', () => {
  it('has paths to walk, all but those that run while running', () => {
    expect(allPaths.length - paths.length).toBe(1);
    expect(paths).toHaveLength(13);
  });

  it.each(paths.map((p) => [nameOf(p), p] as const))('replays %s', async (_, path) => {
    const user = renderReport();
    for (const [i, step] of path.steps.entries()) {
      const event = step.event as EventObject;
      if (i > 0) await perform(user, event as ReportEvent, String(path.steps[i - 1].state.value));
      const state = String(step.state.value);
      await waitFor(() => expect(live.report?.getSnapshot().value, `after ${event.type}`).toBe(state));
      await SCREEN[state]();
    }
  });
});

describe('ReportPage, the request and the form', () => {
  it('sends the typed period as the days in Moscow, and «повторить» sends the form again after a failure', async () => {
    const user = renderReport();
    const first = await nextCall(0);
    await answer(first, { page: pageOf(WITH_ROWS) });
    await SCREEN.shown();

    const from = screen.getByLabelText(/Период с/);
    const to = screen.getByLabelText(/^по/);
    await user.clear(from);
    await user.type(from, '01032024');
    await user.clear(to);
    await user.type(to, '10032024');
    await user.click(runButton());
    const typed = await nextCall(1);
    const march = {
      // 1 March 00:00 MSK to 11 March 00:00 MSK: the last day counts whole.
      dateFrom: Date.parse('2024-02-29T21:00:00Z') / 1000,
      dateTo: Date.parse('2024-03-10T21:00:00Z') / 1000,
      timezone: 'Europe/Moscow',
    };
    expect(typed.body).toMatchObject(march);
    await answer(typed, { error: FAILURE });
    await SCREEN.failed();
    // The form kept the user's days: «повторить» asks for them again.
    expect(from).toHaveValue('01.03.2024');
    await user.click(within(screen.getByTestId('report-failed')).getByRole('button', { name: 'повторить' }));
    const again = await nextCall(2);
    expect(again.body).toMatchObject(march);
    expect(await screen.findByTestId('data-table-report.demo')).toBeInTheDocument();
    expect(screen.queryByTestId('report-failed')).toBeNull();
  });

  it('names a period that starts after it ends under its field, and sends nothing', async () => {
    const user = renderReport();
    await answer(await nextCall(0), { page: pageOf(WITH_ROWS) });
    await SCREEN.shown();

    const from = screen.getByLabelText(/Период с/);
    await user.clear(from);
    await user.type(from, '15072025');
    await user.click(runButton());
    const field = from.closest('[data-part="root"]') as HTMLElement;
    expect(await within(field).findByText('Дата начала периода позже даты окончания')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchReport).toHaveBeenCalledTimes(1);
    // Nothing ran: the last report stays as it was.
    expect(live.report?.getSnapshot().value).toBe('shown');
    expect(live.report?.getSnapshot().context.run).toBe(1);
    await SCREEN.shown();

    // «Сбросить фильтр» puts the form back to the report's defaults: this month so far, the error gone.
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтр' }));
    const defaults = defaultForm();
    expect(live.report?.getSnapshot().context.form).toEqual(defaults);
    const [y, m, d] = defaults.dateFrom.split('-');
    await waitFor(() => expect(from).toHaveValue(`${d}.${m}.${y}`));
    expect(within(field).queryByText('Дата начала периода позже даты окончания')).toBeNull();
  });

  // Found by this test: the page handed every answer to the report, the table's dropped ones too, so the first run's
  // late failure cleared the later run's report (and a late empty answer hid its totals).
  it.each([
    ['fails', { error: FAILURE }],
    ['answers no rows', { page: pageOf(NO_ROWS) }],
  ] as const)('a superseded run that %s late does not answer for the later run', async (_, outcome) => {
    // No copy in this browser: the report runs the defaults at once, then the server's copy arrives and runs again.
    let serverCopy: ((v: unknown) => void) | undefined;
    settingsApi.fetchUserSetting.mockImplementation((key: string) =>
      key === 'table.report.demo.filters'
        ? new Promise((res) => {
            serverCopy = res;
          })
        : Promise.resolve(null),
    );
    renderReport({ saved: false });
    const stale = await nextCall(0);
    await waitFor(() => expect(serverCopy).toBeTypeOf('function'));
    await act(async () => serverCopy?.({ filters: PERIOD }));
    const current = await nextCall(1);
    expect(current.body).toMatchObject(MOSCOW_PERIOD);
    expect(stale.body.dateFrom).not.toBe(MOSCOW_PERIOD.dateFrom);
    expect(live.report?.getSnapshot().context.run).toBe(2);

    await answer(current, { page: pageOf(WITH_ROWS) });
    expect(await screen.findByRole('group', { name: 'Итого' })).toHaveTextContent(/Строк12/);
    expect(open()).toEqual([stale]);
    // The first run's answer comes last: the table dropped it, and so must the report.
    await answer(stale, outcome);
    expect(live.report?.getSnapshot().value).toBe('shown');
    await SCREEN.shown();
  });
});
