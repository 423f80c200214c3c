import { type TravelDictionaries, travelDictionariesSchema } from '../../../shared/schemas/travel/travelDictionaries';
import { http } from '../httpClient';

// The travel-insurance dictionaries change only with migrations, so one answer serves the whole session: the first
// call is kept and every screen shares it (a failed call is forgotten, so the next screen asks again).

let cached: Promise<TravelDictionaries> | null = null;

export function fetchTravelDictionaries(): Promise<TravelDictionaries> {
  cached ??= http.get('/vzr/dictionaries').then(
    (r) => travelDictionariesSchema.parse(r.data),
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
