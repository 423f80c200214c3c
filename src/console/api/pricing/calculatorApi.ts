import type {
  CalculationResult,
  TireFittingCalculation,
  TireStorageCalculation,
} from '../../../shared/schemas/pricing/calculator';
import { http } from '../httpClient';

// The staff twins of the site's tyre-service calculators (POST /prices/calculate/*): the same computation, with the
// price lists' key instead of the site's rate limit.

export type CalculatorKind = 'fitting' | 'storage';

type Body<K extends CalculatorKind> = Partial<K extends 'fitting' ? TireFittingCalculation : TireStorageCalculation>;

export async function calculateTireService<K extends CalculatorKind>(
  kind: K,
  body: Body<K>,
): Promise<CalculationResult> {
  const path = kind === 'fitting' ? 'station_tire_fitting' : 'station_tire_storage';
  return (await http.post<CalculationResult>(`/prices/calculate/${path}`, body)).data;
}
