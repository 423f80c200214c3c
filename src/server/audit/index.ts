import { defineArea } from '../plugins/defineArea';
import { auditRoutes } from './auditRoutes';

/** Audit: the journal of administration changes (written by the areas through auditJournal.ts, read here). */
export const auditArea = defineArea('audit', [auditRoutes]);
