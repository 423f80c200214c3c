import { formatEventMoment, formatEventTime } from '../../../src/console/debug/eventTime';

describe('eventTime', () => {
  it("shows an event's time in the console's zone (Moscow), not the browser's", () => {
    // 2026-11-27 09:15:30.042 UTC is 12:15:30.042 in Moscow (UTC+3).
    const at = Date.UTC(2026, 10, 27, 9, 15, 30, 42);
    expect(formatEventTime(at)).toBe('12:15:30.042');
    expect(formatEventMoment(at)).toBe('27.11.2026 12:15:30.042 (Europe/Moscow)');
    expect(formatEventTime(at, 'Asia/Yekaterinburg')).toBe('14:15:30.042');
  });
});
