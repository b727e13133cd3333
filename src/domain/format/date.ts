import * as E from 'fp-ts/Either';
import { DomainError, domainError } from '../shared/domain-error';

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
// eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a month is 1 to 12
const daysIn = (y: number, m: number): number => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

export const invalidDateMessage = 'Data inválida';

/** Spec §5: a date typed dd/MM/yyyy becomes yyyy-MM-dd; impossible dates are refused. */
export const brDateToIso = (text: string): E.Either<DomainError, string> => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return E.left(domainError('DATE_INVALID', invalidDateMessage));
  const d = Number(match[1]);
  const m = Number(match[2]);
  const y = Number(match[3]);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return E.left(domainError('DATE_INVALID', invalidDateMessage));
  return E.right([match[3], match[2], match[1]].join('-'));
};

/** yyyy-MM-dd back to dd/MM/yyyy. */
export const isoDateToBr = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

const brazilDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An instant's calendar day in Brazil (Brasília time), yyyy-MM-dd. */
export const brazilDayOf = (instant: Date): string => brazilDay.format(instant);

export const dayMs = 24 * 60 * 60 * 1000;

/** Brasília time is UTC−3: Brazil has kept no daylight saving time since 2019. */
const brasiliaOffsetMs = -3 * 60 * 60 * 1000;

/** Brasília's wall clock at an instant, as a date whose UTC fields read it (its day, hour, weekday). */
export const brasiliaWallClock = (instant: Date): Date => new Date(instant.getTime() + brasiliaOffsetMs);

/** The instant Brasília's wall clock reads `wall` (milliseconds whose UTC fields are Brasília's day and time). */
export const atBrasiliaWallClock = (wall: number): Date => new Date(wall - brasiliaOffsetMs);

/** The instant a calendar day (yyyy-MM-dd) begins in Brasília time. */
export const startOfBrazilDay = (isoDate: string): Date => atBrasiliaWallClock(Date.parse(`${isoDate}T00:00:00.000Z`));

/** The instant the day after `isoDate` begins in Brasília time: the end, exclusive, of a range ending that day. */
export const endOfBrazilDay = (isoDate: string): Date => new Date(startOfBrazilDay(isoDate).getTime() + dayMs);

/** An instant (ISO timestamp) as the calendar day in Brazil (Brasília time), dd/MM/yyyy. */
export const formatInstantBr = (instantIso: string): string => isoDateToBr(brazilDay.format(new Date(instantIso)));

const brazilTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as day and time in Brazil (Brasília time): dd/MM/yyyy HH:mm. */
export const formatInstantBrDateTime = (instantIso: string): string => `${formatInstantBr(instantIso)} ${brazilTime.format(new Date(instantIso))}`;
