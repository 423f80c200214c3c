import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  dateText,
  isoDateSchema,
  parseDate,
  ruDateSchema,
  ruDateTimeSchema,
  unixDate,
} from '../../src/shared/schemas/fields/dates';
import { expectIssue } from './expectIssue';

const ERROR = 'Ошибка ввода даты';

describe('dates', () => {
  it.each<[string, z.ZodType, unknown, string | null]>([
    ['DD.MM.YYYY passes', ruDateSchema, '29.02.2024', null],
    ['DD.MM.YYYY impossible', ruDateSchema, '29.02.2023', ERROR],
    ['DD.MM.YYYY incomplete', ruDateSchema, '1.02.2024', ERROR],
    ['DD.MM.YYYY empty', ruDateSchema, '', ERROR],
    ['yyyy-MM-dd passes', isoDateSchema, '2024-12-31', null],
    ['yyyy-MM-dd impossible', isoDateSchema, '2024-13-01', ERROR],
    ['DD.MM.YYYY HH:mm passes', ruDateTimeSchema, '01.03.2025 23:30', null],
    ['DD.MM.YYYY HH:mm impossible hour', ruDateTimeSchema, '01.03.2025 24:30', ERROR],
    ['either typed format passes', dateText(), '2024-01-31', null],
    ['required message when given', dateText(undefined, 'Укажите дату'), ' ', 'Укажите дату'],
    ['unix date passes', unixDate('Укажите дату'), 1_700_000_000, null],
    ['unix date required', unixDate('Укажите дату'), undefined, 'Укажите дату'],
    ['unix date not fractional', unixDate('Укажите дату'), 1.5, ERROR],
  ])('%s', (_title, schema, input, message) => expectIssue(schema, input, '', message));

  it('parseDate reads the console format', () => {
    expect(parseDate('05.06.2024')?.toISODate()).toBe('2024-06-05');
    expect(parseDate('2024-06-31')).toBeNull();
  });
});
