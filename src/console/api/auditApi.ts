import type { AuditEntry, AuditFind } from '../../shared/schemas/audit';
import { http } from './httpClient';

/** POST /v1/audit/find: a page of the administration journal, newest first. */
export async function findAuditEntries(body: Partial<AuditFind>): Promise<{ entries: AuditEntry[]; total: number }> {
  return (await http.post<{ entries: AuditEntry[]; total: number }>('/audit/find', body)).data;
}
