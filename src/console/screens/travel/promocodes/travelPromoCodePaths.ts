// Where the promo codes' screens live (the routes of src/shared/screens.ts).

export const TRAVEL_PROMO_CODES_PATH = '/vzr/promocodes';
export const travelPromoCodePath = (id: number) => `${TRAVEL_PROMO_CODES_PATH}/${id}/`;
export const NEW_TRAVEL_PROMO_CODE_PATH = `${TRAVEL_PROMO_CODES_PATH}/create`;
