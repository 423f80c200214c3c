import type { RegisteredUser, UserHistoryItem } from '../../shared/schemas/users';
import { http } from './httpClient';

export interface UsersFindRequest {
  offset: number;
  size: number;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  search?: string;
  partnerId?: number;
  status?: 'active' | 'invited' | 'blocked';
}

export async function findUsers(req: UsersFindRequest): Promise<{ users: RegisteredUser[]; total: number }> {
  return (await http.post<{ users: RegisteredUser[]; total: number }>('/users/find', req)).data;
}

/** GET /v1/notifications/users/history?since={unix}: the pushes sent since then. */
export async function fetchUsersNotificationHistory(since: number): Promise<UserHistoryItem[]> {
  return (await http.get<UserHistoryItem[]>('/notifications/users/history', { params: { since } })).data;
}
