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
