import { z } from 'zod';
import { WORK_SHIFT_HOURS } from './constants';

// The workspace config: the office this browser works for, the shift's executors and when they were set. Pure, so the
// work-shift chart and the console share it.

export const workspaceConfigSchema = z.object({
  office: z.object({ id: z.number(), partnerId: z.number(), name: z.string() }).nullable(),
  executors: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Epoch milliseconds when the executors were set (the shift's start). */
  createdAt: z.number().nullable(),
});
export type WorkspaceConfig = z.infer<typeof workspaceConfigSchema>;

export const EMPTY_WORKSPACE: WorkspaceConfig = { office: null, executors: [], createdAt: null };

/** 'Продлите смену': executors are stored and were set more than WORK_SHIFT_HOURS ago. */
export function shiftExpired(config: WorkspaceConfig, now: number): boolean {
  return (
    config.executors.length > 0 && config.createdAt !== null && now - config.createdAt > WORK_SHIFT_HOURS * 3_600_000
  );
}
