import type { Client } from '../../../../shared/schemas/clients/clientEntity';

/** What every tab of the client card gets: the loaded client and a way to ask the card to load it again. */
export interface ClientTabProps {
  client: Client;
  /** The tab changed the client (bonus balance, status...): the card reloads it. */
  onClientChanged: () => void;
}
