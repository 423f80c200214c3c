import type { OfficeUser } from '../../shared/schemas/officeUsers';
import type {
  CheckEmailResult,
  FailedLogin,
  PartnerToken,
  UserCard,
  UserCreate,
  UserShort,
  UserUpdate,
} from '../../shared/schemas/userAdmin';
import type { BalanceHistory, StreamBalance, UserBalance, UserServiceFee } from '../../shared/schemas/userFinance';
import type { UserRole } from '../../shared/schemas/userRoles';
import { http } from './httpClient';
import { binaryResponse } from './orderFilesApi';

// Users administration (/users, /users/:code, /stream/balance, /personal/statistic): one typed function per call.

export async function fetchUserCard(id: number): Promise<UserCard> {
  return (await http.get<UserCard>(`/users/${id}`)).data;
}
export async function fetchUsersOfPartner(partnerId?: number): Promise<UserShort[]> {
  return (await http.get<UserShort[]>('/users', { params: { partnerId } })).data;
}
export async function createUser(body: UserCreate): Promise<UserCard> {
  return (await http.post<UserCard>('/users', body)).data;
}
export async function updateUser(id: number, body: UserUpdate): Promise<UserCard> {
  return (await http.put<UserCard>(`/users/${id}`, body)).data;
}
export async function checkEmail(email: string): Promise<CheckEmailResult> {
  return (await http.post<CheckEmailResult>('/users/check_email', { email })).data;
}
export async function reinviteUser(email: string): Promise<{ email: string }> {
  return (await http.post<{ email: string }>('/users/reinvite', { email })).data;
}
export async function issuePartnerToken(id: number): Promise<PartnerToken> {
  return (await http.get<PartnerToken>(`/users/partner/token/${id}`)).data;
}

/** The avatar's bytes with the token (an <img src> cannot send it); null when none was uploaded. */
export async function fetchAvatarBlob(avatarUrl: string): Promise<Blob> {
  const response = await http.get<ArrayBuffer>(avatarUrl.replace(/^\/v1/, ''), binaryResponse);
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? '') });
}
export async function uploadAvatar(id: number, image: Blob): Promise<{ avatarUrl: string }> {
  const form = new FormData();
  form.append('image', image);
  return (await http.post<{ avatarUrl: string }>(`/users/${id}/avatar`, form)).data;
}

export async function fetchUserRoles(id: number): Promise<UserRole[]> {
  return (await http.get<UserRole[]>(`/user_roles/users/${id}`)).data;
}
export async function grantUserRole(userId: number, roleId: number): Promise<UserRole> {
  return (await http.post<UserRole>('/user_roles', { userId, roleId })).data;
}
export async function revokeUserRole(userRoleId: number): Promise<UserRole> {
  return (await http.delete<UserRole>(`/user_roles/${userRoleId}`)).data;
}

export async function fetchUserOffices(userId: number): Promise<OfficeUser[]> {
  return (await http.get<OfficeUser[]>('/office_user/by_user', { params: { userId } })).data;
}
export async function bindUserOffice(userId: number, officeId: number): Promise<OfficeUser> {
  return (await http.post<OfficeUser>('/office_user', { userId, officeId })).data;
}
export async function unbindUserOffice(id: number): Promise<OfficeUser> {
  return (await http.delete<OfficeUser>(`/office_user/${id}`)).data;
}

export async function fetchServiceFees(id: number): Promise<UserServiceFee[]> {
  return (await http.get<UserServiceFee[]>(`/users/${id}/service_fees`)).data;
}
export async function fetchCurrentBalance(id: number): Promise<UserBalance> {
  return (await http.get<UserBalance>(`/users/${id}/current_balance`)).data;
}
export async function fetchBalanceHistory(id: number, offset: number, size: number): Promise<BalanceHistory> {
  return (await http.get<BalanceHistory>(`/users/${id}/balance_history`, { params: { offset, size } })).data;
}
export async function fetchStreamBalances(): Promise<StreamBalance[]> {
  return (await http.get<StreamBalance[]>('/users/stream_balances')).data;
}

export async function fetchFailedLogins(id: number): Promise<FailedLogin[]> {
  return (await http.get<FailedLogin[]>(`/users/${id}/failed_logins`)).data;
}
export async function clearFailedLogins(id: number): Promise<{ deleted: number }> {
  return (await http.delete<{ deleted: number }>(`/users/${id}/failed_logins`)).data;
}
