import { useSelector } from '@xstate/react';
import { workShiftActor } from './workShiftActor';

// Small selectors over the work-shift actor, one value each (like useSession.ts).
export const useShiftExpired = () => useSelector(workShiftActor, (s) => s.hasTag('expired'));
export const useWorkspaceOfficeName = () => useSelector(workShiftActor, (s) => s.context.config.office?.name ?? null);
export const useWorkspaceOfficeId = () => useSelector(workShiftActor, (s) => s.context.config.office?.id);
export const useWorkspaceConfig = () => useSelector(workShiftActor, (s) => s.context.config);
