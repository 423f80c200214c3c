/** The /positions screen's operation key (src/shared/screens.ts): its reads and writes need it. */
export const POSITIONS_KEY = 'positions';
