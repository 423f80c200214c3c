import { describe, expect, it } from 'vitest';
import { hexColourSchema, isHexColour } from '../../src/shared/schemas/fields/colour';
import { expectIssue, type Row } from './expectIssue';

const ERROR = 'Некорректный HEX-цвет. Используйте формат #RRGGBB или RRGGBB.';

describe('hex colour', () => {
  it.each<Row>([
    ['#RRGGBB', '#1a2B3c', '', null],
    ['RRGGBB', '1A2B3C', '', null],
    ['#RGB', '#fff', '', null],
    ['RGB', 'abc', '', null],
    ['4 digits', '#abcd', '', ERROR],
    ['not hex', '#ggg', '', ERROR],
    ['empty', '', '', ERROR],
    ['two hashes', '##abc', '', ERROR],
  ])('%s', (_title, input, path, message) => {
    expectIssue(hexColourSchema, input, path, message);
    expect(isHexColour(input as string)).toBe(message === null);
  });
});
