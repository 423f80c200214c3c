import type { VehicleCatalogChange } from '../../../src/shared/schemas/vehicles/vehicleCatalogChanges';

/** A pending rename of a Lada model found in the catalogue feed; `patch` makes it another kind or state. */
export const catalogChange = (id: number, patch: Partial<VehicleCatalogChange> = {}): VehicleCatalogChange => ({
  id,
  group: 'models',
  kind: 'renamed',
  entityId: 100 + id,
  parentId: 1,
  parentName: 'Lada',
  name: `Новая ${id}`,
  previousName: `Старая ${id}`,
  payload: null,
  status: 'pending',
  detectedDate: 1_700_000_000,
  reviewedDate: null,
  reviewedByUserId: null,
  reviewedByName: null,
  ...patch,
});
