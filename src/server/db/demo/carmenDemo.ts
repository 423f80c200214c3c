import type { DemoSeed } from './demoContext';

/** Demo rows of this area (filled in by the area's issue). */
export const seedCarmenDemo: DemoSeed = async () => {};
