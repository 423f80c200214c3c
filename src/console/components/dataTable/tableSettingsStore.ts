import type { TableSettings } from '../../../../machines/kit/dataTableTypes';
import { deleteUserSetting, fetchUserSetting, saveUserSetting } from '../../api/userSettingsApi';

// Table settings are kept per header and key in localStorage; the same copy goes to the
// user's server settings, so it follows the user to another browser.

const storageKey = (header: string, key: string) => `tableSettings:${header}:${key}`;
const serverKey = (key: string) => `table.${key}`;

export function readLocalSettings(header: string, key: string): TableSettings | null {
  try {
    const raw = localStorage.getItem(storageKey(header, key));
    return raw ? (JSON.parse(raw) as TableSettings) : null;
  } catch {
    return null;
  }
}

/** Saves (or with null clears) both copies; merging keeps the part the user did not save this time. */
export async function persistSettings(header: string, key: string, settings: TableSettings | null): Promise<void> {
  if (settings === null) {
    localStorage.removeItem(storageKey(header, key));
    await deleteUserSetting(serverKey(key));
    return;
  }
  const merged = { ...readLocalSettings(header, key), ...settings };
  localStorage.setItem(storageKey(header, key), JSON.stringify(merged));
  await saveUserSetting(serverKey(key), merged);
}

/** The server's copy, mirrored into this browser. */
export async function loadServerSettings(header: string, key: string): Promise<TableSettings | null> {
  const settings = await fetchUserSetting<TableSettings>(serverKey(key));
  if (settings) localStorage.setItem(storageKey(header, key), JSON.stringify(settings));
  return settings;
}
