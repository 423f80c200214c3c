import { defineArea } from '../plugins/defineArea';
import { officeAvailabilityRoutes } from './officeAvailabilityRoutes';
import { officesRoutes } from './officesRoutes';

/** Offices: a partner's offices with their services, domains, attributes and corporate executors, and their free time. */
export const officesArea = defineArea('offices', [officesRoutes, officeAvailabilityRoutes]);
