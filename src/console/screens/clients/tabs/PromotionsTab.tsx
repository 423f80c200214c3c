import { ClientPromosTable } from '../promos/ClientPromosTable';
import type { ClientTabProps } from './clientTabProps';

/** 'Промоакции' (seed 001 'Client promotions table'): the client's promotions in full mode. */
export function PromotionsTab({ client }: ClientTabProps) {
  return <ClientPromosTable clientId={client.id} />;
}
