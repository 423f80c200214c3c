/** The card types screen's operation key (shared/screens.ts). */
export const CARD_TYPES_KEY = 'card.types';
