// A card type position's free uses: the API keeps "none" as -1 (the database refuses 0), the console shows and
// takes it as 0. The card type form and its tests use these two functions, so the mapping exists once.

/** The API's and the database's "no free uses". */
export const FREE_COUNT_NONE = -1;

/** What the form's 'Бесплатно, раз' sends: 0 becomes -1, any other count stays. */
export function freeCountToWire(shown: number): number {
  return shown === 0 ? FREE_COUNT_NONE : shown;
}

/** What the form shows for a received count: -1 becomes 0. */
export function freeCountFromWire(wire: number): number {
  return wire === FREE_COUNT_NONE ? 0 : wire;
}
