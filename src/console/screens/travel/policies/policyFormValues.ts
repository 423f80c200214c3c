import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { ruDateToUnix, unixToRuDate } from '../../../../shared/format';
import type { TravelRisk } from '../../../../shared/schemas/travel/travelDictionaries';
import {
  TRAVEL_POLICY_MESSAGES,
  type TravelPolicy,
  type TravelPolicyInput,
  travelPolicyInputSchema,
} from '../../../../shared/schemas/travel/travelPolicies';

// The policy form holds text as typed (dates DD.MM.YYYY, sums as digits) and one risk row per dictionary risk, ticked
// or not; the API takes numbers and only the chosen risks. This module turns one into the other, validates with the
// shared schema (its messages) plus the risk ranges the dictionary knows, and puts every message — the form's and
// the server's `details` — under the field the user sees.

export type PolicyFormInsured = {
  lastName: string;
  firstName: string;
  birthDate: string;
  passportSeries: string;
  passportNumber: string;
};
export type PolicyFormRisk = {
  riskId: string;
  /** 'on' when chosen (a required risk is always on). */
  on: string;
  sumInsured: string;
};
export type PolicyFormValues = {
  partnerId: string;
  insurerId: string;
  currencyCode: string;
  countryCodes: string[];
  startDate: string;
  endDate: string;
  holderName: string;
  holderPhone: string;
  holderEmail: string;
  insured: PolicyFormInsured[];
  risks: PolicyFormRisk[];
  promoCode: string;
};

export const EMPTY_INSURED: PolicyFormInsured = {
  lastName: '',
  firstName: '',
  birthDate: '',
  passportSeries: '',
  passportNumber: '',
};

/** The form's first values: the draft being edited, or a new policy with the required risks at their minimum. */
export function policyFormDefaults(policy: TravelPolicy | null, risks: TravelRisk[]): PolicyFormValues {
  const chosen = new Map(policy?.risks.map((r) => [r.riskId, r.sumInsured]) ?? []);
  return {
    partnerId: policy?.partnerId ? String(policy.partnerId) : '',
    insurerId: policy ? String(policy.insurerId) : '',
    currencyCode: policy?.currencyCode ?? '',
    countryCodes: policy?.countries.map((c) => c.code) ?? [],
    startDate: policy ? unixToRuDate(policy.startDate) : '',
    endDate: policy ? unixToRuDate(policy.endDate) : '',
    holderName: policy?.holderName ?? '',
    holderPhone: policy?.holderPhone ?? '',
    holderEmail: policy?.holderEmail ?? '',
    insured: policy
      ? policy.insured.map((p) => ({
          lastName: p.lastName,
          firstName: p.firstName,
          birthDate: unixToRuDate(p.birthDate),
          passportSeries: p.passportSeries,
          passportNumber: p.passportNumber,
        }))
      : [{ ...EMPTY_INSURED }],
    risks: risks.map((r) => {
      const sum = chosen.get(r.id) ?? (policy || !r.required ? null : r.minSum);
      const on = r.required || chosen.has(r.id);
      return { riskId: String(r.id), on: on ? 'on' : '', sumInsured: sum === null ? '' : String(sum) };
    }),
    promoCode: policy?.promoCode ?? '',
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]);
const blankTo = <T>(v: unknown, convert: (s: string) => T) => (text(v) === '' ? undefined : convert(text(v)));
const dateOf = (v: unknown) => blankTo(v, (s) => ruDateToUnix(s) ?? Number.NaN);
const numberOf = (v: unknown) => blankTo(v, (s) => Number(s.replace(/\s/g, '').replace(',', '.')));
const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** The dictionary rows the form has ticked, as their form indices. */
export const chosenRiskRows = (raw: unknown) =>
  list(record(raw).risks)
    .map((r, i) => ({ row: record(r), i }))
    .filter(({ row }) => text(row.on) !== '');

/** The form's text as the API's body (still to be checked by the schema). */
export function formToInput(raw: unknown): unknown {
  const v = record(raw);
  return {
    partnerId: numberOf(v.partnerId),
    insurerId: numberOf(v.insurerId),
    currencyCode: text(v.currencyCode),
    countryCodes: list(v.countryCodes).map(text),
    startDate: dateOf(v.startDate),
    endDate: dateOf(v.endDate),
    holderName: text(v.holderName),
    holderPhone: text(v.holderPhone),
    holderEmail: text(v.holderEmail) || undefined,
    insured: list(v.insured).map((p) => {
      const row = record(p);
      return { ...row, birthDate: dateOf(row.birthDate), lastName: text(row.lastName), firstName: text(row.firstName) };
    }),
    risks: chosenRiskRows(raw).map(({ row }) => ({
      riskId: numberOf(row.riskId),
      sumInsured: numberOf(row.sumInsured),
    })),
    promoCode: text(v.promoCode) || undefined,
  };
}

export const policyFormSchema = z.preprocess(formToInput, travelPolicyInputSchema);

/** The values the premium can be asked for, or null while the form is not yet a whole policy. */
export function priceableInput(raw: unknown): TravelPolicyInput | null {
  const parsed = policyFormSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * An API path ('insured.0.lastName', 'risks.1.sumInsured', 'countryCodes.2') as the form's field name; a risk's
 * index among the chosen ones becomes its row in the dictionary's list.
 */
export function formFieldOf(path: string, riskRowOf: (chosenIndex: number) => number | undefined): string {
  const parts = path.split(/[.[\]]+/).filter(Boolean);
  if (parts[0] === 'countryCodes') return 'countryCodes';
  if (parts[0] === 'risks' && parts.length > 1) {
    const row = riskRowOf(Number(parts[1]));
    if (row === undefined) return 'risks';
    parts[1] = String(row);
  }
  return parts.map((p, i) => (i > 0 && /^\d+$/.test(p) ? `[${p}]` : i > 0 ? `.${p}` : p)).join('');
}

/** The server's `details` under the form's field names, for the input that was sent. */
export function serverFieldErrors(
  details: Record<string, string> | undefined,
  sent: TravelPolicyInput | null,
  risks: TravelRisk[],
): Record<string, string> {
  const rowOf = (j: number) => {
    const id = sent?.risks[j]?.riskId;
    const row = risks.findIndex((r) => r.id === id);
    return row < 0 ? undefined : row;
  };
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(details ?? {})) out[formFieldOf(path, rowOf)] ??= message;
  return out;
}

/** Conform's validation: the shared schema, its messages at the form's fields, and each chosen sum within its range. */
export function validatePolicyForm(
  formData: FormData,
  risks: TravelRisk[],
): Submission<PolicyFormValues, string[], TravelPolicyInput> {
  const submission = parseWithZod(formData, { schema: policyFormSchema, disableAutoCoercion: true });
  const chosen = chosenRiskRows(submission.payload);
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries((submission.status === 'error' ? submission.error : null) ?? {})) {
    if (messages) errors[formFieldOf(key, (j) => chosen[j]?.i)] = messages as string[];
  }
  for (const { row, i } of chosen) {
    const risk = risks[i];
    const sum = numberOf(row.sumInsured);
    const key = `risks[${i}].sumInsured`;
    if (!risk || sum === undefined || Number.isNaN(sum) || errors[key]) continue;
    if (sum < risk.minSum || sum > risk.maxSum)
      errors[key] = [TRAVEL_POLICY_MESSAGES.sumRange(risk.name, risk.minSum, risk.maxSum)];
  }
  if (Object.keys(errors).length === 0) return submission as Submission<PolicyFormValues, string[], TravelPolicyInput>;
  return { ...submission, status: 'error', error: errors } as unknown as Submission<
    PolicyFormValues,
    string[],
    TravelPolicyInput
  >;
}
