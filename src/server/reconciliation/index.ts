import { defineArea } from '../plugins/defineArea';
import { reconciliationActsRoutes } from './reconciliationActsRoutes';

/** Reconciliation acts between the platform and a partner, and their lifecycle. */
export const reconciliationArea = defineArea('reconciliation', [reconciliationActsRoutes]);
