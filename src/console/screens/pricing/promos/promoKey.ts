/** The promo reference screen's operation key: the screen, its writes and its links. */
export const PROMO_KEY = 'promo.reference';
