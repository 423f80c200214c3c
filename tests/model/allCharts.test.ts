/// <reference types="vite/client" />
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { registerChart } from './chartCoverage';

// Every chart exported from machines/ is known to the coverage report, replayed or not, so a chart without a model
// suite shows in the table at 0 % instead of missing from it.
const modules = import.meta.glob('../../machines/**/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const isChart = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  (value as { root?: unknown; config?: unknown }).root !== undefined &&
  typeof (value as { provide?: unknown }).provide === 'function';

it('finds the charts of machines/', () => {
  const charts = Object.values(modules).flatMap((m) => Object.values(m).filter(isChart));
  for (const chart of charts) registerChart(chart);
  expect(charts.length).toBeGreaterThan(40);
});
