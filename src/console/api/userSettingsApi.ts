import { http } from './httpClient';

// The user's own settings on the server (per key): they follow the user to another browser and survive logout.

export async function fetchUserSetting<T>(key: string): Promise<T | null> {
  return (await http.get<{ key: string; value: T | null }>(`/users/settings/${encodeURIComponent(key)}`)).data.value;
}

export async function saveUserSetting<T>(key: string, value: T): Promise<void> {
  await http.put(`/users/settings/${encodeURIComponent(key)}`, { value });
}

export async function deleteUserSetting(key: string): Promise<void> {
  await http.delete(`/users/settings/${encodeURIComponent(key)}`);
}
