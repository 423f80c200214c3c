// What the chart coverage report (tests/model/coverageReport.ts) lets pass below 100 %, each with its reason. The
// report fails a run for a gap not listed here, and for a listed one that is gone, so the lists stay true.

/** Transition branches no replay takes (as the report names them), per chart, and why they are not reached. */
export const UNREACHED: Record<string, Record<string, string>> = {};

/**
 * Charts no model suite replays live yet, and what tests them today. Adding a model suite means taking the chart off
 * this list; a new chart must come with a model suite or be listed here.
 */
export const NOT_REPLAYED: Record<string, string> = {
  realtime:
    'its model suite walks a copy of the chart with the timers and the socket replaced; the real chart is not replayed',
  report:
    'replayed in the console project (tests/console/reports/ReportPage.model.test.tsx), which this report does not read',
  schedulerBoard:
    'its model suite walks a copy of the chart reduced to the board model; the real chart is not replayed',
};
