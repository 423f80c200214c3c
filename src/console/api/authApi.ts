import type { StoredAuth } from '../../../machines/session/sessionTypes';
import type { LoginInput, PasswordResetInput, RegistrationInput } from '../../shared/schemas/auth';
import type { Permission, Profile } from '../../shared/schemas/users';
import { tokenExpiresAt } from '../session/storedAuth';
import { ApiError } from './ApiError';
import { http } from './httpClient';

export const BAD_LOGIN_MESSAGE = 'Введен неправильно логин или пароль, попробуйте еще раз.';

/** POST /v1/users/auth: form data in, the token in the x-authorization header out. */
export async function login(input: LoginInput): Promise<StoredAuth> {
  const form = new FormData();
  form.set('username', input.username);
  form.set('password', input.password);
  const res = await http.post('/users/auth', form).catch((e: unknown) => {
    // A refusal without the header is a wrong login, whatever else the body says.
    if (e instanceof ApiError && e.status === 401)
      throw new ApiError({ ...e, message: BAD_LOGIN_MESSAGE, status: 401 });
    throw e;
  });
  const token = res.headers['x-authorization'] as string | undefined;
  if (!token) throw new ApiError({ message: BAD_LOGIN_MESSAGE, status: res.status, errorCode: 'BAD_CREDENTIALS' });
  const expiresAt = tokenExpiresAt(token) ?? Date.now() + 12 * 3600_000;
  return { token, expiresAt };
}

const withToken = (auth: StoredAuth) => ({ headers: { Authorization: auth.token } });

export async function fetchProfile(auth: StoredAuth): Promise<Profile> {
  return (await http.get<Profile>('/users/profile', withToken(auth))).data;
}

export async function fetchOperations(auth: StoredAuth, customerId: number): Promise<Permission[]> {
  return (await http.get<Permission[]>(`/users/${customerId}/operations`, withToken(auth))).data;
}

export interface InviteInfo {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export async function fetchInvite(code: string): Promise<InviteInfo> {
  return (await http.get<InviteInfo>(`/users/invite/${encodeURIComponent(code)}`)).data;
}

export async function confirmRegistration(code: string, input: RegistrationInput): Promise<void> {
  await http.post(`/users/confirm/${encodeURIComponent(code)}`, input);
}

export async function requestPasswordRestore(email: string): Promise<void> {
  await http.post('/users/password/restore', { email });
}

export async function confirmPasswordReset(code: string, input: PasswordResetInput): Promise<void> {
  await http.put(`/users/password/restore/confirm/${encodeURIComponent(code)}`, input);
}
