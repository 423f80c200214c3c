import { ClientPromosTable } from '../promos/ClientPromosTable';
import type { ClientTabProps } from './clientTabProps';

/** 'Промоакции': the client's promotions in full mode. */
export function PromotionsTab({ client }: ClientTabProps) {
  return <ClientPromosTable clientId={client.id} />;
}
