import { z } from 'zod';
import {
  FOREIGN_DOCUMENT_MAX_LENGTH,
  PLATE_MAX_LENGTH,
  STS_MAX_LENGTH,
  VIN_MAX_LENGTH,
  YEAR_MAX_LENGTH,
} from '../../constants';
import {
  flag,
  isChosen,
  isFilled,
  optionalField,
  optionalId,
  type Report,
  refId,
  requiredText,
  withRules,
} from '../fields/formFields';

// The vehicle form; field names are the vehicle form's (vehicleEntity.ts). `foreign` is the 'Не РФ' checkbox: it
// relaxes the plate, STS and PTS rules to 'at most 64 characters'.

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const PLATE_CHARACTERS = new RegExp(`^[${PLATE_LETTERS}0-9]*$`);
/** One or two letters, 3-4 digits, 0-2 letters, a 2-3 digit region. */
const RUSSIAN_PLATE = new RegExp(`^[${PLATE_LETTERS}]{1,2}\\d{3,4}[${PLATE_LETTERS}]{0,2}\\d{2,3}$`);
/** 'Не РФ' relaxes the pattern: letters of any alphabet, digits, spaces and hyphens. */
const FOREIGN_PLATE = /^[\p{L}\d -]+$/u;
const STS = /^\d{2,4}[А-ЯЁ\d]{2}\d{6}$/;
const PTS = /^(\d{2}[А-ЯЁ]{2}\d{6}|\d{15})$/;
const VIN_LENGTHS = [11, 12, 17];

const TOO_LONG_FOREIGN = 'Максимальная длина 64 символов';
const PTS_ERROR =
  'Некорректный ПТС (10 символов: две цифры - две буквы кириллицы - шесть цифр. Второй вариант - номер электронного ПТС - 15 цифр.)';

/** Latin letters that look like the plate's Cyrillic ones. */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

/**
 * The plate input as typed: uppercased and, for a Russian plate, without spaces and with Latin look-alikes turned
 * into their Cyrillic twins, since a keyboard in the Latin layout types 'A123BC77' and means 'А123ВС77'. The
 * schemas do not map: a Latin letter that reaches them is 'Некорректный символ в номере'.
 */
export function normalizePlateInput(input: string, { foreign = false }: { foreign?: boolean } = {}): string {
  const upper = input.toUpperCase();
  if (foreign) return upper;
  return upper.replace(/\s+/g, '').replace(/[ABEKMHOPCTYX]/g, (letter) => LATIN_TO_CYRILLIC[letter]);
}

/** The plate's message, or null: the first broken rule of the Russian or the foreign plate. */
export function plateNumberError(number: string, foreign: boolean): string | null {
  if (foreign) {
    if (number.length > FOREIGN_DOCUMENT_MAX_LENGTH) return TOO_LONG_FOREIGN;
    return FOREIGN_PLATE.test(number) ? null : 'Ошибка ввода гос.номера';
  }
  if (number.length > PLATE_MAX_LENGTH) return 'Максимальная длина 20 символов';
  if (!PLATE_CHARACTERS.test(number)) return 'Некорректный символ в номере';
  return RUSSIAN_PLATE.test(number) ? null : 'Некорректный гос.номер';
}

export const isValidVin = (vin: string) => VIN_LENGTHS.includes(vin.length) && !/[QOI]/.test(vin);

const upperText = z.string({ error: 'Ожидается текст' }).trim().toUpperCase();

const numberShape = z.object({
  /** Uppercased; the pattern depends on `foreign`, so it is checked with the rules below. */
  number: requiredText('Укажите гос.номер').toUpperCase(),
  foreign: flag,
});

const plateRule = ({ number, foreign }: { number?: unknown; foreign?: unknown }, report: Report) => {
  const error = isFilled(number) ? plateNumberError(number, foreign === true) : null;
  if (error) report('number', error);
};

/** The shorter schema: the plate alone (with its 'Не РФ' flag). */
export const vehicleNumberSchema = withRules(numberShape, plateRule);
export type VehicleNumberInput = z.infer<typeof vehicleNumberSchema>;

const vehicleShape = numberShape.extend({
  id: optionalId,
  clientId: optionalId,
  makeId: refId('Укажите марку'),
  modelId: refId('Укажите модель'),
  generationId: optionalId,
  modificationId: optionalId,
  vin: optionalField(
    upperText
      .max(VIN_MAX_LENGTH, { error: 'Максимальная длина 17 символов', abort: true })
      .regex(/^[A-Z0-9]+$/, { error: 'Поддерживается только латиница и цифры', abort: true })
      .refine(isValidVin, 'Некорректный VIN'),
  ),
  stsNumber: optionalField(upperText),
  ptsNumber: optionalField(upperText),
  /** Typed as text; a number from the API is read as its digits. */
  yearOfIssue: optionalField(
    z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string({ error: 'Поддерживаются только цифры' })
        .trim()
        .regex(/^\d+$/, 'Поддерживаются только цифры')
        .max(YEAR_MAX_LENGTH, 'Максимальная длина 4 символа'),
    ),
  ),
  serviceId: optionalId,
  vinRequired: flag,
  forOrderId: optionalId,
});

export interface VehicleFormOptions {
  /** The one service whose orders need a VIN when vinRequired is set; its id is not fixed, so the caller gives it. */
  vinRequiredServiceId?: number;
}

export function vehicleFormSchema({ vinRequiredServiceId }: VehicleFormOptions = {}) {
  return withRules(vehicleShape, (vehicle, report) => {
    plateRule(vehicle, report);
    const { foreign, stsNumber, ptsNumber } = vehicle;
    if (isFilled(stsNumber)) {
      if (foreign) {
        if (stsNumber.length > FOREIGN_DOCUMENT_MAX_LENGTH) report('stsNumber', TOO_LONG_FOREIGN);
      } else if (stsNumber.length > STS_MAX_LENGTH) report('stsNumber', 'Максимальная длина 10 символов');
      else if (!STS.test(stsNumber)) report('stsNumber', 'Некорректный СТС');
    }
    if (isFilled(ptsNumber)) {
      if (foreign) {
        if (ptsNumber.length > FOREIGN_DOCUMENT_MAX_LENGTH) report('ptsNumber', TOO_LONG_FOREIGN);
      } else if (!PTS.test(ptsNumber)) report('ptsNumber', PTS_ERROR);
    }
    const vinNeeded =
      vinRequiredServiceId !== undefined && vehicle.serviceId === vinRequiredServiceId && vehicle.vinRequired;
    if (vinNeeded && !isFilled(vehicle.vin)) report('vin', 'Укажите VIN');
    // The selects cascade: a model needs a make, a generation needs a model.
    if (isChosen(vehicle.modelId) && !isChosen(vehicle.makeId)) report('modelId', 'Сначала укажите марку');
    if (isChosen(vehicle.generationId) && !isChosen(vehicle.modelId)) report('generationId', 'Сначала укажите модель');
  });
}
export type VehicleFormInput = z.infer<ReturnType<typeof vehicleFormSchema>>;
