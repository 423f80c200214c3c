import { detectVehicleCatalogChanges } from '../../vehicles/vehicleCatalogChanges';
import type { CronJob } from '../cronJobs';

/** Stages the differences between our vehicle catalogue and its feed for review on /vehicle/changes. */
export const vehicleCatalogChangesJob: CronJob = async ({ db }) => {
  const { staged } = await detectVehicleCatalogChanges(db);
  return staged === 0
    ? 'Новых изменений каталога автомобилей не найдено'
    : `Изменений каталога автомобилей отправлено на проверку: ${staged} (экран «Изменения каталога автомобилей»)`;
};
