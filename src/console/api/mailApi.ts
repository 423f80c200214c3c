import { http } from './httpClient';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: number;
  sentVia: string;
  error: string | null;
}

export async function fetchOutbox(): Promise<OutboxMail[]> {
  return (await http.get<OutboxMail[]>('/mail/outbox')).data;
}

export interface OutboxSms {
  id: number;
  phone: string;
  text: string;
  createdAt: number;
}

export async function fetchSmsOutbox(): Promise<OutboxSms[]> {
  return (await http.get<OutboxSms[]>('/sms/outbox')).data;
}
