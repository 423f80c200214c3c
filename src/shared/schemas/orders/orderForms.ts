import { z } from 'zod';
import { SMS_CODE_MAX_LENGTH } from '../../constants';
import { REF_VALUE_IDS } from '../../referenceIds';
import { ruDateTimeSchema } from '../fields/dates';
import {
  isChosen,
  isFilled,
  optionalChoice,
  optionalField,
  optionalId,
  optionalText,
  refId,
  requiredText,
  withRules,
} from '../fields/formFields';

// The other order forms (comment, refusal, contact, SMS code). The rules are given, not the fields; the field names
// below are ours.

export interface CommentFormOptions {
  /** Recipient types that address a division (two types; their ids are the caller's to give). */
  divisionRecipientTypeIds: readonly number[];
  /** Recipient types that address one user (one type; its id is the caller's to give). */
  userRecipientTypeIds: readonly number[];
}

/** An order comment: a recipient type, then a division or a user as the type asks, and the trimmed text. */
export function commentFormSchema({ divisionRecipientTypeIds, userRecipientTypeIds }: CommentFormOptions) {
  return withRules(
    z.object({
      orderId: optionalId,
      recipientTypeRefValueId: refId('Укажите получателя'),
      divisionId: optionalChoice('Укажите подразделение'),
      userId: optionalChoice('Укажите пользователя'),
      comment: requiredText('Введите комментарий'),
    }),
    ({ recipientTypeRefValueId: type, divisionId, userId }, report) => {
      if (divisionRecipientTypeIds.includes(type) && !isChosen(divisionId))
        report('divisionId', 'Укажите подразделение');
      if (userRecipientTypeIds.includes(type) && !isChosen(userId)) report('userId', 'Укажите пользователя');
    },
  );
}
export type CommentFormInput = z.infer<ReturnType<typeof commentFormSchema>>;

/** A refusal: the reason, and a comment when the reason is 503 ('other'). */
export const refusalFormSchema = withRules(
  z.object({
    orderId: optionalId,
    reasonRefValueId: refId('Укажите причину отказа'),
    comment: optionalText,
  }),
  ({ reasonRefValueId, comment }, report) => {
    if (reasonRefValueId === REF_VALUE_IDS.refusalOther && !isFilled(comment)) report('comment', 'Введите комментарий');
  },
);
export type RefusalFormInput = z.infer<typeof refusalFormSchema>;

/** A contact with the client: type and note now; the next contact's date and note both or neither. */
export const contactFormSchema = withRules(
  z.object({
    orderId: optionalId,
    typeRefValueId: refId('Укажите тип контакта'),
    note: requiredText('Введите комментарий к контакту'),
    /** DD.MM.YYYY HH:mm (or a bare date). */
    nextContactDate: optionalField(ruDateTimeSchema),
    nextNote: optionalText,
  }),
  ({ nextContactDate, nextNote }, report) => {
    if (isFilled(nextNote) && !isFilled(nextContactDate)) report('nextContactDate', 'Укажите дату следующего контакта');
    if (isFilled(nextContactDate) && !isFilled(nextNote))
      report('nextNote', 'Введите комментарий к следующему контакту');
  },
);
export type ContactFormInput = z.infer<typeof contactFormSchema>;

/** The SMS code (invoice cash payment, document signing): digits only, at most 6, required. */
export const smsCodeSchema = z.object({
  smsCode: requiredText('Введите код из СМС')
    .regex(/^\d+$/, 'Поддерживаются только цифры')
    .max(SMS_CODE_MAX_LENGTH, 'Максимальная длина 6 символов'),
});
export type SmsCodeInput = z.infer<typeof smsCodeSchema>;

/** Insurance: type and company required, start before expiration: the policy dialog's rules (policy.ts). */
export { type PolicyInput as InsuranceFormInput, policySchema as insuranceFormSchema } from '../vehicles/policy';
