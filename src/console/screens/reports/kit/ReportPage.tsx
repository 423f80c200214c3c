import { Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useRef, useState } from 'react';
import type { TablePage, TableQuery } from '../../../../../machines/kit/dataTableTypes';
import type { ReportFormValues } from '../../../../../machines/reports/reportMachine';
import { fetchReport, type ReportBody } from '../../../api/reports/reportsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { usePageTitle } from '../../../components/usePageTitle';
import { ReportChart, type ReportChartSpec } from './ReportChart';
import { ReportFilterForm } from './ReportFilterForm';
import { ReportTotals, type TotalSpec } from './ReportTotals';
import { reportExporter } from './reportExporter';
import { formErrors, type ReportFilterField, requestOf } from './reportForm';
import { useReport } from './useReport';

// A report screen: the filter form, then (once run) the chart, the totals over every row and the rows themselves in
// the kit's data table (sort, pages, quick search, columns, CSV and Excel export written by the server). A row may
// open a drill-down: another report of that row (a day's receipts, an office's dates) below the first.

type Sort = { sortField: string; sortOrder: 'ASC' | 'DESC' };

export interface ReportDetail<Row, DetailRow> {
  path: string;
  title: (row: Row) => string;
  columns: ColumnDef<DetailRow>[];
  rowKey: (row: DetailRow) => string | number;
  /** What the row adds to the report's request: { date: row.dayStart }, { officeId: row.officeId }. */
  request: (row: Row) => ReportBody;
  defaults?: Sort;
  totals?: Record<string, TotalSpec>;
}

export interface ReportPageProps<Row, DetailRow = Record<string, unknown>> {
  title: string;
  reportKey: string;
  path: string;
  filters: ReportFilterField[];
  columns: ColumnDef<Row>[];
  totals?: Record<string, TotalSpec>;
  chart?: ReportChartSpec;
  defaults?: Sort;
  rowKey: (row: Row) => string | number;
  detail?: ReportDetail<Row, DetailRow>;
  /** A row opens its object (an order's card) when the report has no drill-down. */
  onOpen?: (row: Row) => void;
  /** Query-string parameters of the call (the wheels delivery report is asked unpaged). */
  params?: Record<string, string | number>;
  /** A section of a screen holding several reports: a second-level heading and no page title of its own. */
  embedded?: boolean;
}

export function ReportPage<Row, DetailRow = Record<string, unknown>>(props: ReportPageProps<Row, DetailRow>) {
  const {
    title,
    reportKey,
    path,
    filters,
    columns,
    totals,
    chart,
    defaults,
    rowKey,
    detail,
    onOpen,
    params,
    embedded,
  } = props;
  usePageTitle(embedded ? null : title);
  const report = useReport(title, reportKey);
  const form = useSelector(report, (s) => s.context.form);
  const request = useSelector(report, (s) => s.context.request);
  const run = useSelector(report, (s) => s.context.run);
  const summary = useSelector(report, (s) => s.context.summary);
  const error = useSelector(report, (s) => s.context.error);
  const state = useSelector(report, (s) => s.value);
  const [tried, setTried] = useState(false);
  const [opened, setOpened] = useState<Row | null>(null);
  const body = useRef<ReportBody>({});
  body.current = request ? requestOf(request) : {};

  const load = useCallback(
    async (query: TableQuery): Promise<TablePage<Row>> => {
      // A later run (the server's copy of the filters, a run again) supersedes this load: the table drops its answer,
      // and so must the report, or a late answer or failure of the old request lands over the new one's.
      const asked = report.getSnapshot().context.run;
      const current = () => report.getSnapshot().context.run === asked;
      try {
        const page = await fetchReport(path, { ...body.current, ...pagingOf(query) }, params);
        if (current())
          report.send({
            type: 'report.loaded',
            summary: { total: page.total, totals: page.totals, series: page.series },
          });
        return { rows: page.items as Row[], total: page.total };
      } catch (e) {
        const err = e as { message?: string; errorCode?: string; status?: number };
        if (current())
          report.send({
            type: 'report.failed',
            error: { message: err.message ?? String(e), errorCode: err.errorCode, status: err.status },
          });
        throw e;
      }
    },
    [path, params, report],
  );

  const runForm = () => {
    setTried(true);
    if (Object.keys(formErrors(form)).length > 0) return;
    setOpened(null);
    report.send({ type: 'report.run' });
  };

  return (
    <Stack gap="4" data-testid={`report-${reportKey}`}>
      <Heading as={embedded ? 'h2' : 'h1'} size={embedded ? 'md' : 'xl'}>
        {title}
      </Heading>
      <ReportFilterForm
        fields={filters}
        values={form}
        onChange={(values: ReportFormValues) => report.send({ type: 'report.form.change', values })}
        onRun={runForm}
        onReset={() => report.send({ type: 'report.form.reset' })}
        busy={state === 'running'}
        showErrors={tried}
      />
      {state === 'failed' && error && (
        <ErrorPanel testId="report-failed" title="Ошибка загрузки данных" error={error} onRetry={runForm} />
      )}
      {summary && summary.total > 0 && chart && summary.series.length > 0 && (
        <ReportChart spec={chart} points={summary.series} />
      )}
      {summary && summary.total > 0 && totals && (
        <ReportTotals total={summary.total} totals={summary.totals} kinds={totals} columns={columns} />
      )}
      {request && (
        <DataTablePage<Row>
          embedded
          title="Строки отчёта"
          tableKey={`report.${reportKey}`}
          columns={columns}
          load={load}
          rowKey={rowKey}
          defaults={defaults}
          paramsKey={run}
          // An unpaged report answers every row at once: the table then sorts, searches and pages them here.
          mode={params?.paged === 'false' ? 'local' : 'server'}
          onOpen={detail ? setOpened : onOpen}
          exportFile={reportExporter(path, () => body.current)}
        />
      )}
      {detail && opened && request && (
        <DetailReport detail={detail} row={opened} base={body.current} reportKey={reportKey} run={run} />
      )}
    </Stack>
  );
}

const pagingOf = (q: TableQuery): ReportBody => ({
  offset: q.offset,
  size: q.size,
  sortField: q.sortField || undefined,
  sortOrder: q.sortOrder,
  search: q.search || undefined,
});

function DetailReport<Row, DetailRow>({
  detail,
  row,
  base,
  reportKey,
  run,
}: {
  detail: ReportDetail<Row, DetailRow>;
  row: Row;
  base: ReportBody;
  reportKey: string;
  run: number;
}) {
  const [summary, setSummary] = useState<{ total: number; totals: Record<string, number | null> } | null>(null);
  const request = { ...base, ...detail.request(row) };
  const key = JSON.stringify(request);
  const load = async (query: TableQuery): Promise<TablePage<DetailRow>> => {
    const page = await fetchReport(detail.path, { ...request, ...pagingOf(query) });
    setSummary({ total: page.total, totals: page.totals });
    return { rows: page.items as DetailRow[], total: page.total };
  };
  return (
    <Stack gap="3" data-testid={`report-${reportKey}-detail`}>
      {summary && summary.total > 0 && detail.totals && (
        <ReportTotals total={summary.total} totals={summary.totals} kinds={detail.totals} columns={detail.columns} />
      )}
      <DataTablePage<DetailRow>
        embedded
        title={detail.title(row)}
        tableKey={`report.${reportKey}.detail`}
        columns={detail.columns}
        load={load}
        rowKey={detail.rowKey}
        defaults={detail.defaults}
        paramsKey={`${key}:${run}`}
        exportFile={reportExporter(detail.path, () => request)}
      />
    </Stack>
  );
}
