import { createActor, fromPromise } from 'xstate';
import { workShiftMachine } from '../../../machines/config/workShiftMachine';
import { SYSTEM_IDS } from '../../../machines/kit/machineConstants';
import { STORAGE_KEY_WORKSPACE } from '../../shared/constants';
import { inspect } from '../debug/inspector';
import { readWorkspaceConfig } from './workspaceConfig';

// The work shift is long-lived like the session: one actor for the whole console, reading this browser's local
// storage. The header shows its warning; /config/workspace tells it about a save.
export const workShiftActor = createActor(
  workShiftMachine.provide({
    actors: { readConfig: fromPromise(async () => readWorkspaceConfig()) },
  }),
  { input: { now: () => Date.now(), config: readWorkspaceConfig() }, systemId: SYSTEM_IDS.workShift, inspect },
);

workShiftActor.start();

// Another tab wrote the config (or cleared the storage: key null): read it now rather than at the next poll.
window.addEventListener('storage', (e) => {
  if (e.key === STORAGE_KEY_WORKSPACE || e.key === null) workShiftActor.send({ type: 'workspace.storageChanged' });
});
