import { changedInCatalog, deletedFromCatalog, newInCatalog } from '../../partners/insuranceCompaniesRepository';
import type { CronJob } from '../cronJobs';

/**
 * Compares the insurers' catalogue with our companies, the comparison /insurance/changes shows; applying it stays
 * an operator's decision on that screen, so the job only counts.
 */
export const insuranceCatalogSyncJob: CronJob = async ({ db }) => {
  const added = (await newInCatalog(db)).length;
  const changed = (await changedInCatalog(db)).length;
  const removed = (await deletedFromCatalog(db)).length;
  const total = added + changed + removed;
  const counts = `новых — ${added}, изменённых — ${changed}, удалённых из каталога — ${removed}`;
  return total === 0
    ? 'Справочник страховых компаний совпадает с каталогом страховщиков'
    : `Расхождений с каталогом страховщиков: ${total} (${counts}); применить их можно на экране «Изменения страховых компаний»`;
};
