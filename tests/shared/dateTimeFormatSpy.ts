/**
 * Records the time zone of every Intl.DateTimeFormat made until `restore()`: a test of when the console makes its
 * formatter (the first one of a page loads the browser's time-zone data).
 */
export function spyOnDateTimeFormats() {
  const Real = Intl.DateTimeFormat;
  const zones: (string | undefined)[] = [];
  Intl.DateTimeFormat = class extends Real {
    constructor(locale?: string, options?: Intl.DateTimeFormatOptions) {
      super(locale, options);
      zones.push(options?.timeZone);
    }
  } as typeof Intl.DateTimeFormat;
  return {
    zones,
    restore: () => {
      Intl.DateTimeFormat = Real;
    },
  };
}
