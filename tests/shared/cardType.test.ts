import { describe, expect, it } from 'vitest';
import {
  cardTypePositionRequestSchema,
  cardTypePositionSchema,
  freeCountFromServer,
  freeCountToServer,
} from '../../src/shared/schemas/fields/cardType';
import { expectIssue, type Row } from './expectIssue';

describe('card type position freeCount', () => {
  it.each([
    [0, -1],
    [3, 3],
  ])('to the server: %i -> %i', (shown, sent) => expect(freeCountToServer(shown)).toBe(sent));

  it.each([
    [-1, 0],
    [5, 5],
  ])('from the server: %i -> %i', (received, shown) => expect(freeCountFromServer(received)).toBe(shown));

  it.each<Row>([
    ['0 passes', { cardTypeId: 1, freeCount: 0 }, '', null],
    ['required', { cardTypeId: 1 }, 'freeCount', 'Укажите количество'],
    ['whole', { freeCount: 1.5 }, 'freeCount', 'Допускается только целое число'],
    ['not negative', { freeCount: -1 }, 'freeCount', 'Количество не может быть отрицательным'],
  ])('%s', (_title, input, path, message) => expectIssue(cardTypePositionSchema, input, path, message));

  it('the request sends 0 as -1', () => {
    expect(cardTypePositionRequestSchema.parse({ id: 2, cardTypeId: 1, freeCount: 0 })).toEqual({
      id: 2,
      cardTypeId: 1,
      freeCount: -1,
    });
  });
});
