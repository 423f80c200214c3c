import { readSchedulerOffice, schedulerOfficeOf } from '../../../src/console/screens/scheduler/useSchedulerOffice';

// Which office the scheduler screens open on: the workspace's office, unless one was chosen in the scheduler under that
// same workspace office.

describe('schedulerOfficeOf', () => {
  it("opens on the workspace's office when nothing was chosen", () => {
    expect(schedulerOfficeOf(null, 7)).toBe(7);
    expect(schedulerOfficeOf(null, null)).toBeNull();
  });

  it('keeps an office chosen in the scheduler while the workspace office stays the same', () => {
    expect(schedulerOfficeOf({ officeId: 5, under: 7 }, 7)).toBe(5);
    expect(schedulerOfficeOf({ officeId: 5, under: null }, null)).toBe(5);
  });

  it('gives way to a workspace office set or changed since the choice', () => {
    expect(schedulerOfficeOf({ officeId: 5, under: null }, 7)).toBe(7);
    expect(schedulerOfficeOf({ officeId: 5, under: 9 }, 7)).toBe(7);
  });
});

describe('readSchedulerOffice', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads the choice, the bare number stored before as made with no workspace office, and nothing else', () => {
    expect(readSchedulerOffice()).toBeNull();
    window.localStorage.setItem('scheduler.officeId', '{"officeId":5,"under":7}');
    expect(readSchedulerOffice()).toEqual({ officeId: 5, under: 7 });
    window.localStorage.setItem('scheduler.officeId', '5');
    expect(readSchedulerOffice()).toEqual({ officeId: 5, under: null });
    window.localStorage.setItem('scheduler.officeId', '{"officeId":-1}');
    expect(readSchedulerOffice()).toBeNull();
    window.localStorage.setItem('scheduler.officeId', 'garbage');
    expect(readSchedulerOffice()).toBeNull();
  });
});
