import { z } from 'zod';
import { MAX_BONUS_ACCRUAL } from '../../constants';
import { REF_VALUE_IDS } from '../../referenceIds';
import { optionalField, optionalId, refId, requiredText, withRules } from '../fields/formFields';

// Bonus adjustment. The messages are kept word for word as given, including the two that read as swapped
// ('Укажите причину' for the type, 'Укажите тип начисление' for the comment) and 'больше. чем'.

const CREDIT = REF_VALUE_IDS.bonusCredit; // 345
const WRITE_OFF = REF_VALUE_IDS.bonusWriteOff; // 346

/** The bonus operation form: bonus is the amount the user types, always positive. */
export const bonusOperationSchema = withRules(
  z.object({
    clientId: optionalId,
    /** Reference 74: 345 accrues, 346 writes off. */
    operationTypeRefValueId: refId('Укажите причину'),
    comment: requiredText('Укажите тип начисление'),
    bonus: z
      .number({ error: 'Укажите сумму бонусов' })
      .int('Допускается только целое число')
      .gt(0, 'Сумма бонусов должна быть больше 0'),
    /** The client's current bonus; not sent. Without it the write-off limit is left to the server. */
    maxBonus: optionalField(z.number({ error: 'Некорректный остаток бонусов' })),
  }),
  ({ operationTypeRefValueId: type, bonus, maxBonus }, report) => {
    if (typeof bonus !== 'number') return;
    if (type === CREDIT && bonus > MAX_BONUS_ACCRUAL) report('bonus', 'Нельзя начислить более 5000 бонусов');
    if (type === WRITE_OFF && typeof maxBonus === 'number' && bonus > maxBonus)
      report('bonus', 'Нельзя списать бонусов больше. чем есть у клиента');
  },
);
export type BonusOperationInput = z.infer<typeof bonusOperationSchema>;

/** The amount is sent positive when the type is 345 (accrual) and negated otherwise. */
export const signedBonus = (operationTypeRefValueId: number, amount: number) =>
  operationTypeRefValueId === CREDIT ? amount : -amount;

/** The body of POST /v1/clients/bonus_operation: the signed amount, without maxBonus. */
export function toBonusOperationRequest({ clientId, operationTypeRefValueId, comment, bonus }: BonusOperationInput) {
  return { clientId, operationTypeRefValueId, comment, bonus: signedBonus(operationTypeRefValueId, bonus) };
}
export type BonusOperationRequest = ReturnType<typeof toBonusOperationRequest>;
