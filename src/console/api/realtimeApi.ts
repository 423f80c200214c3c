import type { FcmRegistration, OnlineUser, WsntResponse } from '../../shared/schemas/realtime';
import { http } from './httpClient';

/** GET /v1/notifications/wsnt?deviceId: the socket's path and transports, and the server's VAPID public key. */
export async function fetchWsnt(deviceId: string): Promise<WsntResponse['wsnt']> {
  return (await http.get<WsntResponse>('/notifications/wsnt', { params: { deviceId } })).data.wsnt;
}

/** PUT /v1/notifications/fcm: stores this browser's push subscription for the user (tokenTypeId 143). */
export async function registerPushToken(registration: FcmRegistration): Promise<{ id: number }> {
  return (await http.put<{ id: number }>('/notifications/fcm', registration)).data;
}

/** GET /v1/users/online: employees with a live socket on any server process. */
export async function fetchOnlineUsers(): Promise<OnlineUser[]> {
  return (await http.get<OnlineUser[]>('/users/online')).data;
}
