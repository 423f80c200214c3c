import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type ReportInput, type ReportSummary, reportMachine } from '../../../machines/reports/reportMachine';

// The report's chart alone: what a run saves, what an answer keeps, what a failure clears and what the form keeps.

const defaults = { dateFrom: '2025-06-01', dateTo: '2025-06-15' };
const chosen = { dateFrom: '2025-05-01', dateTo: '2025-05-31', partnerId: '3' };
const rows: ReportSummary = { total: 12, totals: { amount: 123_456.5 }, series: [{ day: '2025-05-01', amount: 10 }] };
const none: ReportSummary = { total: 0, totals: { amount: null }, series: [] };
const error = { message: 'Сервер недоступен', status: 500 };

const start = (input: Partial<ReportInput> = {}) =>
  createActor(reportMachine, { input: { form: { ...chosen }, defaults, ...input } }).start();

describe('reportMachine', () => {
  it('runs the form it opens with at once', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ request: chosen, run: 1, summary: null, error: null });
  });

  it('counts every run, saves a copy of the form as the request and forgets the last answer', () => {
    const actor = start();
    actor.send({ type: 'report.run' });
    expect(actor.getSnapshot().context).toMatchObject({ run: 2, request: chosen });
    actor.send({ type: 'report.loaded', summary: rows });
    expect(actor.getSnapshot().value).toBe('shown');

    actor.send({ type: 'report.run' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context).toMatchObject({ run: 3, summary: null });
    // Running again while running (the server's copy of the filters arrived) still counts: the table reloads.
    actor.send({ type: 'report.form.change', values: { dateTo: '2025-05-15' } });
    actor.send({ type: 'report.run' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.run).toBe(4);
    expect(actor.getSnapshot().context.request).toEqual({ ...chosen, dateTo: '2025-05-15' });
    // The request is a copy: editing the form does not change what was run.
    actor.send({ type: 'report.form.change', values: { dateFrom: '2025-05-10' } });
    expect(actor.getSnapshot().context.request?.dateFrom).toBe('2025-05-01');
  });

  it('shows an answer with rows, keeps an empty one, and follows later pages of the same request', () => {
    const actor = start();
    actor.send({ type: 'report.loaded', summary: none });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.summary).toEqual(none);
    actor.send({ type: 'report.loaded', summary: rows });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.summary).toEqual(rows);
    actor.send({ type: 'report.loaded', summary: none });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('a failure clears the data and the saved request, keeps the error and the form; running again recovers', () => {
    const actor = start();
    actor.send({ type: 'report.form.change', values: { officeId: '7' } });
    actor.send({ type: 'report.loaded', summary: rows });
    actor.send({ type: 'report.failed', error });
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('failed');
    expect(failed.context).toMatchObject({ request: null, summary: null, error, run: 1 });
    expect(failed.context.form).toEqual({ ...chosen, officeId: '7' });
    // Nothing is pending any more: a late answer changes nothing.
    actor.send({ type: 'report.loaded', summary: rows });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.summary).toBeNull();

    actor.send({ type: 'report.run' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context).toMatchObject({
      request: { ...chosen, officeId: '7' },
      run: 2,
      error: null,
      summary: null,
    });
  });

  it('«Сбросить фильтр» puts the defaults back in the form only: the request and the state stay', () => {
    const actor = start();
    actor.send({ type: 'report.loaded', summary: rows });
    actor.send({ type: 'report.form.change', values: { serviceId: '5' } });
    actor.send({ type: 'report.form.reset' });
    const snap = actor.getSnapshot();
    expect(snap.context.form).toEqual(defaults);
    expect(snap.context.form).not.toBe(snap.context.defaults);
    expect(snap.context.request).toEqual(chosen);
    expect(snap.value).toBe('shown');
    // Editing after a reset leaves the defaults as they were.
    actor.send({ type: 'report.form.change', values: { dateFrom: '2025-06-10' } });
    expect(actor.getSnapshot().context.defaults).toEqual(defaults);
  });
});
