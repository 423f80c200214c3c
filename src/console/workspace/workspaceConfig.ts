import { STORAGE_KEY_WORKSPACE } from '../../shared/constants';
import { EMPTY_WORKSPACE, type WorkspaceConfig, workspaceConfigSchema } from '../../shared/workspace';

// The workspace config lives in local storage (workspaceConfigValues), so every tab of the browser shares it.

/** The stored config; anything unreadable (another version, hand-edited) counts as none. */
export function readWorkspaceConfig(storage: Storage = window.localStorage): WorkspaceConfig {
  try {
    const parsed = workspaceConfigSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEY_WORKSPACE) ?? 'null'));
    return parsed.success ? parsed.data : EMPTY_WORKSPACE;
  } catch {
    return EMPTY_WORKSPACE;
  }
}

export function writeWorkspaceConfig(config: WorkspaceConfig, storage: Storage = window.localStorage) {
  storage.setItem(STORAGE_KEY_WORKSPACE, JSON.stringify(config));
}
