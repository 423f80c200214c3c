import { describe, expect, it } from 'vitest';
import {
  canSaveWeeklyHours,
  timeSchema,
  toMinutes,
  weeklyHoursSchema,
  weeklySlotSchema,
} from '../../src/shared/schemas/scheduler/schedulerTime';
import { expectIssue, type Row } from './expectIssue';

describe('time', () => {
  it.each<Row>([
    ['09:30 passes', '09:30', '', null],
    ['00:00 passes', '00:00', '', null],
    ['required', '', '', 'Укажите время'],
    ['under 5 characters is incomplete', '09:3', '', 'Время введено не полностью'],
    ['HH:MM', '0930x', '', 'Введите время в формате ЧЧ:ММ'],
    ['hours 0-23', '24:00', '', 'Часы должны быть от 00 до 23'],
    ['minutes 0-59', '09:60', '', 'Минуты должны быть от 00 до 59'],
    ['on :00 or :30', '09:15', '', 'Время должно быть кратно 30 минутам: :00 или :30'],
  ])('%s', (_title, input, path, message) => expectIssue(timeSchema, input, path, message));
});

describe('weekly slot', () => {
  it.each<Row>([
    ['begin before end passes', { beginTime: '09:00', endTime: '18:00' }, '', null],
    ['end 00:00 means 24:00', { id: 4, beginTime: '20:00', endTime: '00:00' }, '', null],
    [
      'begin before end',
      { beginTime: '18:00', endTime: '09:00' },
      'endTime',
      'Время окончания должно быть позже времени начала',
    ],
    [
      'equal times',
      { beginTime: '09:00', endTime: '09:00' },
      'endTime',
      'Время окончания должно быть позже времени начала',
    ],
    ['begin 00:00 is midnight, not 24:00', { beginTime: '00:00', endTime: '00:30' }, '', null],
    ['each time checked', { beginTime: '9:00', endTime: '18:00' }, 'beginTime', 'Время введено не полностью'],
  ])('%s', (_title, input, path, message) => expectIssue(weeklySlotSchema, input, path, message));

  it('a day of slots', () => {
    expectIssue(
      weeklyHoursSchema,
      [{ dayOfWeek: 1, times: [{ beginTime: '10:00', endTime: '09:00' }] }],
      '0.times.0.endTime',
      'Время окончания должно быть позже времени начала',
    );
  });
});

describe('toMinutes', () => {
  it.each<[string, boolean, number]>([
    ['00:00', false, 0],
    ['00:00', true, 1440],
    ['09:30', false, 570],
    ['23:30', true, 1410],
  ])('%s (end %s) = %i', (time, isEnd, expected) => expect(toMinutes(time, { isEnd })).toBe(expected));

  it('is NaN for a broken time', () => expect(toMinutes('9:3')).toBeNaN());
});

describe('canSaveWeeklyHours', () => {
  const slot = { beginTime: '09:00', endTime: '18:00' };
  it.each<[string, Parameters<typeof canSaveWeeklyHours>[0], boolean]>([
    ['nothing changed', [{ times: [slot] }], false],
    ['a created slot', [{ times: [slot, { ...slot, change: 'created' }] }], true],
    ['a deleted slot', [{ times: [{ ...slot, change: 'deleted' }] }], true],
    ['an invalid slot blocks', [{ times: [{ beginTime: '18:00', endTime: '09:00', change: 'updated' }] }], false],
    [
      'an invalid deleted slot does not block',
      [{ times: [{ beginTime: '18:00', endTime: '09:00', change: 'deleted' }] }],
      true,
    ],
  ])('%s', (_title, days, expected) => expect(canSaveWeeklyHours(days)).toBe(expected));
});
