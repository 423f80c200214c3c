/** The price-list screens' operation key (src/shared/screens.ts). */
export const PRICELISTS_KEY = 'pricelists';

/** The card of one price list (/pricelists/:priceListId/). */
export const priceListPath = (id: number) => `/pricelists/${id}/`;
