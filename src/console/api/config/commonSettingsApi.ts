import type { CommonSettings, SupportContact } from '../../../shared/schemas/commonSettings';
import { http } from '../httpClient';

// The common settings (/config/common) and the support address every signed-in console reads.

export async function fetchCommonSettings(): Promise<CommonSettings> {
  return (await http.get<CommonSettings>('/config/common')).data;
}

export async function saveCommonSettings(settings: CommonSettings): Promise<CommonSettings> {
  return (await http.put<CommonSettings>('/config/common', settings)).data;
}

export async function fetchSupportContact(): Promise<SupportContact> {
  return (await http.get<SupportContact>('/config/support')).data;
}
