// Days and instants from the wire must exist: JavaScript rolls 30 February over to 2 March
// and takes year 0, which PostgreSQL refuses. The portal's dates lie within these years.

/** The first and last years a date on the wire may have. */
export const firstYear = 1900;
export const lastYear = 2999;

const daysIn = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Whether the year, month (1–12) and day name a day of the calendar within the portal's years. */
export const isRealDay = (year: number, month: number, day: number): boolean =>
  year >= firstYear && year <= lastYear && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written yyyy-MM-dd that exists. */
export const isCalendarDay = (s: string): boolean => {
  const m = dayPattern.exec(s);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
};

const rfc3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:(Z)|([+-])(\d{2}):(\d{2}))$/i;

/**
 * The instant an RFC 3339 date-time names, when its day, time and offset all exist; else
 * undefined. Read from its parts, never by Date's own parser, which takes hour 24 and rolls
 * 30 February over; fractions past milliseconds are cut, as Date does.
 */
export const instantOfRfc3339 = (s: string): Date | undefined => {
  const m = rfc3339.exec(s);
  if (m === null) return undefined;
  const [year, month, day, hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])] as const;
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  const [offsetHours, offsetMinutes] = [Number(m[10] ?? 0), Number(m[11] ?? 0)];
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const offsetMs = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMs);
};
