import { DateTime } from 'luxon';
import { prepareDateTimeFormat } from '../../src/shared/dateTimeText';
import {
  formatDateTime,
  formatMoney,
  parseRuDate,
  round2,
  ruDateToUnix,
  timeSlots,
  toRuDate,
  unixToRuDate,
} from '../../src/shared/format';
import { spyOnDateTimeFormats } from './dateTimeFormatSpy';

// ru-RU separates thousands with a narrow no-break space and puts a no-break space before the sign.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('parseRuDate / toRuDate', () => {
  it('turns DD.MM.YYYY into ISO and back', () => {
    expect(parseRuDate('05.03.2024')).toBe('2024-03-05');
    expect(parseRuDate(' 29.02.2024 ')).toBe('2024-02-29');
    expect(toRuDate('2024-03-05')).toBe('05.03.2024');
    expect(toRuDate('2024-03-05T10:00:00Z')).toBe('05.03.2024');
  });

  it('refuses incomplete, impossible and foreign-shaped input', () => {
    for (const text of [
      '',
      '05.03.202',
      '31.02.2024',
      '29.02.2023',
      '00.01.2024',
      '12.13.2024',
      '2024-03-05',
      '5.3.2024',
      null,
      undefined,
    ]) {
      expect(parseRuDate(text)).toBeNull();
    }
    expect(toRuDate('')).toBe('');
    expect(toRuDate('2024-02-30')).toBe('');
    expect(toRuDate(null)).toBe('');
  });
});

describe('unixToRuDate / ruDateToUnix (Moscow unless told)', () => {
  it('reads the calendar day in Moscow, not in UTC', () => {
    // 2024-03-04T22:30:00Z is already 5 March 01:30 in Moscow (UTC+3).
    expect(unixToRuDate(1_709_591_400)).toBe('05.03.2024');
    expect(unixToRuDate(1_709_591_400, 'UTC')).toBe('04.03.2024');
    expect(unixToRuDate(null)).toBe('');
    expect(unixToRuDate(Number.NaN)).toBe('');
  });

  it('gives midnight of the day in the zone', () => {
    // 05.03.2024 00:00 Moscow = 04.03.2024 21:00 UTC.
    expect(ruDateToUnix('05.03.2024')).toBe(1_709_586_000);
    expect(ruDateToUnix('05.03.2024', 'UTC')).toBe(1_709_596_800);
    expect(ruDateToUnix('31.02.2024')).toBeNull();
    expect(unixToRuDate(ruDateToUnix('01.01.2025'))).toBe('01.01.2025');
  });
});

describe('formatDateTime (Moscow unless told)', () => {
  it('writes DD.MM.YYYY HH:mm in the zone, midnight as 00:00', () => {
    expect(formatDateTime(Date.UTC(2024, 2, 4, 21, 0) / 1000)).toBe('05.03.2024 00:00');
    expect(formatDateTime(Date.UTC(2024, 2, 5, 20, 59) / 1000)).toBe('05.03.2024 23:59');
    expect(formatDateTime(Date.UTC(2024, 2, 5, 20, 59) / 1000, 'Asia/Vladivostok')).toBe('06.03.2024 06:59');
    expect(formatDateTime(0, 'UTC')).toBe('01.01.1970 00:00');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('agrees with luxon across zones, clock changes and a century', () => {
    const zones = ['Europe/Moscow', 'Europe/Kaliningrad', 'Asia/Yekaterinburg', 'Europe/Berlin', 'UTC'];
    // Every 11 days 13 hours 3 minutes over a century (each hour of the day comes round), and every 20 minutes
    // across both of Berlin's clock changes of 2024 and Moscow's last one (2014).
    const times: number[] = [];
    for (let t = Date.UTC(1950, 0, 1) / 1000; t < Date.UTC(2050, 0, 1) / 1000; t += 997_380) times.push(t);
    for (const day of [Date.UTC(2024, 2, 30), Date.UTC(2024, 9, 26), Date.UTC(2014, 9, 25)])
      for (let t = day / 1000; t < day / 1000 + 2 * 86_400; t += 1_200) times.push(t);
    for (const t of times) {
      for (const zone of zones) {
        const luxon = DateTime.fromSeconds(t, { zone }).toFormat('dd.MM.yyyy HH:mm');
        if (formatDateTime(t, zone) !== luxon) expect(`${t} ${zone}: ${formatDateTime(t, zone)}`).toBe(luxon);
      }
    }
  });

  it('answers as luxon does what Intl refuses', () => {
    expect(formatDateTime(Number.NaN)).toBe('Invalid DateTime');
    expect(formatDateTime(0, 'Nowhere/Atlantis')).toBe('Invalid DateTime');
  });
});

describe('round2', () => {
  it('rounds to 2 decimals half away from zero, despite binary fractions', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(10)).toBe(10);
    expect(round2(1234.5678)).toBe(1234.57);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('formatMoney', () => {
  it('formats roubles in ru-RU by default', () => {
    expect(plain(formatMoney(1234.5))).toBe('1 234,50 ₽');
    expect(plain(formatMoney(0))).toBe('0,00 ₽');
    expect(plain(formatMoney(-99.999))).toBe('-100,00 ₽');
  });

  it('takes another currency and leaves no value blank', () => {
    expect(plain(formatMoney(1000, 'USD'))).toBe('1 000,00 $');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('timeSlots', () => {
  it('lists the day in 30-minute steps', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(slots.at(-1)).toBe('23:30');
    expect(timeSlots(60)).toHaveLength(24);
    expect(() => timeSlots(0)).toThrow(RangeError);
  });
});

describe('prepareDateTimeFormat', () => {
  it('makes the zone formatter formatDateTime then uses, so the first table makes none', () => {
    // A zone no other test formats in, so no formatter of it is made yet.
    const zone = 'Asia/Kamchatka';
    const { zones, restore } = spyOnDateTimeFormats();
    try {
      prepareDateTimeFormat(zone);
      expect(zones).toEqual([zone]);
      expect(formatDateTime(Date.UTC(2024, 2, 4, 21, 0) / 1000, zone)).toBe('05.03.2024 09:00');
      expect(zones).toEqual([zone]);
    } finally {
      restore();
    }
  });
});
