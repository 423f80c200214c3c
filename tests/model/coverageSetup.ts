import { afterAll, beforeAll, expect, inject } from 'vitest';
import { writePart } from './chartCoverage';

// Every model test file hands its share of the charts' coverage to the run's report when it ends.
let testFile = '';
beforeAll(() => {
  testFile = expect.getState().testPath ?? '';
});
afterAll(() => writePart(inject('modelCoverageDir'), testFile));
