import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../../constants';
import { optionalField, requiredText } from './formFields';

// Name rules (last, first and middle names). Ё counts as Cyrillic.

const CYRILLIC_ERROR = 'Поддерживается только кириллица';
const CYRILLIC = /^[А-ЯЁа-яё]+$/;
const CYRILLIC_HYPHEN_SPACE = /^[А-ЯЁа-яё -]+$/;
const CYRILLIC_SPACE = /^[А-ЯЁа-яё ]+$/;

export interface PersonNameOptions {
  /** Surnames and patronymics also allow a hyphen and a space; first names do not. */
  hyphenAndSpace?: boolean;
}

/** The generic name rule: 2 to 255 Cyrillic characters; `requiredMessage` is what an empty field says. */
export const personName = (requiredMessage: string, { hyphenAndSpace = false }: PersonNameOptions = {}) =>
  requiredText(requiredMessage)
    .min(2, 'Недопустимо короткое имя')
    .max(NAME_MAX_LENGTH, 'Максимальная длина 255 символов')
    .regex(hyphenAndSpace ? CYRILLIC_HYPHEN_SPACE : CYRILLIC, CYRILLIC_ERROR);

export const firstNameSchema = personName('Укажите имя');
export const lastNameSchema = personName('Укажите фамилию', { hyphenAndSpace: true });
export const middleNameSchema = personName('Укажите отчество', { hyphenAndSpace: true });
/** A patronymic that may be left empty (not everyone has one). */
export const optionalMiddleNameSchema = optionalField(middleNameSchema);

/** The name-only form's field: at least 2 characters, Cyrillic letters and spaces. */
const nameOnly = (requiredMessage: string) =>
  requiredText(requiredMessage).min(2, 'Минимум 2 символа').regex(CYRILLIC_SPACE, CYRILLIC_ERROR);

/** The name-only form, i.e. the client search by name (GET /v1/clients/search/name): it needs both names. */
export const nameSearchSchema = z.object({
  firstName: nameOnly('Укажите имя'),
  lastName: nameOnly('Укажите фамилию'),
});
export type NameSearchInput = z.infer<typeof nameSearchSchema>;
