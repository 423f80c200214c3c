import { describe, expect, it } from 'vitest';
import { clientPromoCreateSchema, clientPromoUpdateSchema } from '../../src/shared/schemas/clients/clientPromo';
import { expectIssue, type Row } from './expectIssue';

describe('client promo', () => {
  const add = { clientId: 7, sourceProjectId: 1, promoId: 2, comment: 'За отзыв' };
  it.each<Row>([
    ['add: project and promo pass', add, '', null],
    ['add: promo required', { ...add, promoId: undefined }, 'promoId', 'Укажите промоакцию'],
    ['add: project required', { ...add, sourceProjectId: 0 }, 'sourceProjectId', 'Укажите проект'],
  ])('%s', (_title, input, path, message) => expectIssue(clientPromoCreateSchema, input, path, message));

  it.each<Row>([
    ['edit: a count passes', { comment: 'ok', usedCount: 2 }, '', null],
    ['edit: a whole count', { usedCount: 1.5 }, 'usedCount', 'Допускается только целое число'],
    ['edit: not negative', { usedCount: -1 }, 'usedCount', 'Количество использований не может быть отрицательным'],
  ])('%s', (_title, input, path, message) => expectIssue(clientPromoUpdateSchema, input, path, message));

  it.each<[unknown, { comment?: string; usedCount: number }]>([
    [
      { comment: 'Исправлено', usedCount: 3, promoId: 2, sourceProjectId: 1 },
      { comment: 'Исправлено', usedCount: 3 },
    ],
    [{ comment: 'Без счётчика' }, { comment: 'Без счётчика', usedCount: 0 }],
    [{ usedCount: null }, { usedCount: 0 }],
    [{ usedCount: '' }, { usedCount: 0 }],
  ])('update sends only comment and usedCount (default 0): %j', (input, expected) =>
    expect(clientPromoUpdateSchema.parse(input)).toEqual(expected),
  );
});
