import type { DemoSeed } from './demoContext';

/** Demo rows of this area (filled in by the area's issue). */
export const seedClientsDemo: DemoSeed = async () => {};
