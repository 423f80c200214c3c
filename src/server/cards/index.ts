import { defineArea } from '../plugins/defineArea';
import { cardTypePositionsRoutes } from './cardTypePositionsRoutes';
import { cardTypesRoutes } from './cardTypesRoutes';

/** Service card types and the service positions each includes, with their free uses. */
export const cardsArea = defineArea('cards', [cardTypesRoutes, cardTypePositionsRoutes]);
