import { describe, expect, it } from 'vitest';
import { bonusOperationSchema, signedBonus, toBonusOperationRequest } from '../../src/shared/schemas/clients/bonus';
import { expectIssue, type Row } from './expectIssue';

const credit = { clientId: 7, operationTypeRefValueId: 345, comment: 'Подарок', bonus: 100, maxBonus: 50 };
const writeOff = { ...credit, operationTypeRefValueId: 346 };

describe('bonus operation', () => {
  it.each<Row>([
    ['an accrual passes', credit, '', null],
    ['type required', { ...credit, operationTypeRefValueId: undefined }, 'operationTypeRefValueId', 'Укажите причину'],
    ['comment required', { ...credit, comment: '  ' }, 'comment', 'Укажите тип начисление'],
    ['amount required', { ...credit, bonus: undefined }, 'bonus', 'Укажите сумму бонусов'],
    ['amount an integer', { ...credit, bonus: 1.5 }, 'bonus', 'Допускается только целое число'],
    ['amount above 0', { ...credit, bonus: 0 }, 'bonus', 'Сумма бонусов должна быть больше 0'],
    ['accrual of 5000 passes', { ...credit, bonus: 5000 }, '', null],
    ['accrual over 5000', { ...credit, bonus: 5001 }, 'bonus', 'Нельзя начислить более 5000 бонусов'],
    ['write-off up to maxBonus passes', { ...writeOff, bonus: 50 }, '', null],
    [
      'write-off above maxBonus',
      { ...writeOff, bonus: 51 },
      'bonus',
      'Нельзя списать бонусов больше. чем есть у клиента',
    ],
    ['write-off over 5000 is not an accrual', { ...writeOff, bonus: 6000, maxBonus: 7000 }, '', null],
  ])('%s', (_title, input, path, message) => expectIssue(bonusOperationSchema, input, path, message));

  it.each([
    [345, 100, 100],
    [346, 100, -100],
    [999, 5, -5],
  ])('signedBonus(%i, %i) = %i', (type, amount, expected) => expect(signedBonus(type, amount)).toBe(expected));

  it('the request carries the signed amount and no maxBonus', () => {
    expect(toBonusOperationRequest(bonusOperationSchema.parse({ ...writeOff, bonus: 30 }))).toEqual({
      clientId: 7,
      operationTypeRefValueId: 346,
      comment: 'Подарок',
      bonus: -30,
    });
  });
});
