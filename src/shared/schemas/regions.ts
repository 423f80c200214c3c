import { z } from 'zod';

// GET /regions: the reference region list (the special entries, then the regions of the address directory).

export const regionSchema = z.object({ fiasId: z.string(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;
