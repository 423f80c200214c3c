import { sweepPolicies } from '../../travel/travelPolicySweep';
import type { CronJob } from '../cronJobs';

/** The travel policies' calendar: paid ones whose trip began become active, active ones whose trip ended expire. */
export const travelPolicySweepJob: CronJob = async ({ db }) => {
  const { activated, expired } = await sweepPolicies(db, null);
  return `Полисов ВЗР вступило в действие: ${activated}, истекло: ${expired}`;
};
