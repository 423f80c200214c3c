import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { toRuDate } from '../../../../shared/format';
import { formatNumber } from './reportColumns';

// The report's chart (recharts through Chakra's chart kit, loaded only with the report screens): one bar or line per
// series over the report's points, days on the axis as DD.MM.

export interface ReportChartSpec {
  kind: 'bar' | 'line';
  /** The field of a point the axis reads: a day 'yyyy-MM-dd' or a name. */
  x: string;
  xKind?: 'day' | 'text';
  stacked?: boolean;
  series: { key: string; label: string; color: string }[];
  /** The chart's caption; the report's title by default. */
  title?: string;
}

type Point = Record<string, string | number | null>;

const shortDay = (iso: string) => toRuDate(iso).slice(0, 5);

export function ReportChart({ spec, points }: { spec: ReportChartSpec; points: Point[] }) {
  const chart = useChart<Point>({
    data: points,
    series: spec.series.map((s) => ({
      name: s.key,
      label: s.label,
      color: s.color,
      stackId: spec.stacked ? 'a' : undefined,
    })),
  });
  const tick = spec.xKind === 'day' ? (v: string) => shortDay(String(v)) : undefined;
  const axis = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis dataKey={chart.key(spec.x)} tickFormatter={tick} tickLine={false} axisLine={false} />
      <YAxis allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} tickLine={false} axisLine={false} />
      <Tooltip
        animationDuration={100}
        cursor={{ fill: chart.color('bg.muted') }}
        labelFormatter={(v) => (spec.xKind === 'day' ? toRuDate(String(v)) : String(v))}
        content={<Chart.Tooltip />}
      />
      <Legend content={<Chart.Legend />} />
    </>
  );
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="report-chart">
      {spec.title && (
        <Heading as="h2" size="sm" mb="2">
          {spec.title}
        </Heading>
      )}
      <Chart.Root maxH="280px" chart={chart}>
        {spec.kind === 'line' ? (
          <LineChart responsive data={chart.data}>
            {axis}
            {chart.series.map((s) => (
              <Line
                key={String(s.name)}
                isAnimationActive={false}
                dataKey={chart.key(s.name)}
                stroke={chart.color(s.color)}
                strokeWidth={2}
                dot={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart responsive data={chart.data}>
            {axis}
            {chart.series.map((s) => (
              <Bar
                key={String(s.name)}
                isAnimationActive={false}
                dataKey={chart.key(s.name)}
                fill={chart.color(s.color)}
                stackId={s.stackId}
              />
            ))}
          </BarChart>
        )}
      </Chart.Root>
    </Box>
  );
}
