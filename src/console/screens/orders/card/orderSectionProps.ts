import type { OrderEntity } from '../../../../shared/schemas/orders/orderEntity';

/** What every section of the order card gets: the loaded order and a way to ask the card to load it again. */
export interface OrderSectionProps {
  order: OrderEntity;
  /**
   * Nothing may be changed: another operator holds the order, it is archived (status 29), or the user may not
   * update orders. Sections still show their data.
   */
  readOnly: boolean;
  /** The section changed the order (status, cost, service...): the card reloads it. */
  onOrderChanged: () => void;
}
