import type { MarksExportFilter } from './exportMarksHref';

/** How many rooms, patients and students the filter offers (the API's page maximum). */
export const STATISTICS_OPTION_COUNT = 100;

/** Students per page of the per-student table. */
export const STUDENTS_PAGE_SIZE = 20;

/**
 * Which attempts of each assignment count, when a reset kept earlier ones (docs/partners.md), with the
 * filter's labels; the latest by default.
 */
export const statisticsAttempts = [
  { value: 'latest', label: 'Latest attempts' },
  { value: 'first', label: 'First attempts' },
  { value: 'all', label: 'All attempts' },
] as const;
export type StatisticsAttemptsValue = (typeof statisticsAttempts)[number]['value'];

/**
 * The page's filter, as the address holds it (?from=&to=&rooms=&patients=&students=&attempts=, lists
 * comma-separated; the latest attempts left out).
 */
export interface StatisticsFilterValues {
  from: string;
  to: string;
  roomIds: string[];
  patientIds: string[];
  studentIds: string[];
  attempts: StatisticsAttemptsValue;
}

export const emptyStatisticsFilter: StatisticsFilterValues = {
  from: '',
  to: '',
  roomIds: [],
  patientIds: [],
  studentIds: [],
  attempts: 'latest',
};

const attemptsOf = (value: string | null): StatisticsAttemptsValue =>
  statisticsAttempts.find((a) => a.value === value)?.value ?? 'latest';

const day = /^\d{4}-\d{2}-\d{2}$/;
/** At most this many ids a list; more is not a filter a person made. */
const MAX_IDS = 100;

const listOf = (value: string | null) =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_IDS);

/** The filter in the address; a malformed date is dropped rather than sent. */
export function readStatisticsFilter(search: URLSearchParams): StatisticsFilterValues {
  const date = (key: string) => {
    const value = search.get(key)?.trim() ?? '';
    return day.test(value) ? value : '';
  };
  return {
    from: date('from'),
    to: date('to'),
    roomIds: listOf(search.get('rooms')),
    patientIds: listOf(search.get('patients')),
    studentIds: listOf(search.get('students')),
    attempts: attemptsOf(search.get('attempts')),
  };
}

/** The address's query string for a filter ('' for none), so a view can be shared. */
export function statisticsSearch(filter: StatisticsFilterValues): string {
  const next = new URLSearchParams();
  if (filter.from) next.set('from', filter.from);
  if (filter.to) next.set('to', filter.to);
  if (filter.roomIds.length) next.set('rooms', filter.roomIds.join(','));
  if (filter.patientIds.length) next.set('patients', filter.patientIds.join(','));
  if (filter.studentIds.length) next.set('students', filter.studentIds.join(','));
  if (filter.attempts !== 'latest') next.set('attempts', filter.attempts);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The statistics query's filter: what is not set is left out (null), not sent empty. */
export function statisticsFilterInput(filter: StatisticsFilterValues) {
  return {
    from: filter.from || null,
    to: filter.to || null,
    roomIds: filter.roomIds.length ? filter.roomIds : null,
    patientIds: filter.patientIds.length ? filter.patientIds : null,
    studentIds: filter.studentIds.length ? filter.studentIds : null,
    attempts: filter.attempts === 'latest' ? null : (filter.attempts.toUpperCase() as 'FIRST' | 'ALL'),
  };
}

/** The page query's variables from the address (the route loader's and the page's). */
export function statisticsVariables(search: URLSearchParams) {
  return {
    filter: statisticsFilterInput(readStatisticsFilter(search)),
    optionCount: STATISTICS_OPTION_COUNT,
    studentsFirst: STUDENTS_PAGE_SIZE,
    studentsAfter: null,
  };
}

/** The marks export narrowed like the page; it lists every attempt, each row saying which. */
export const statisticsExportFilter = ({
  attempts: _all,
  ...filter
}: StatisticsFilterValues): MarksExportFilter => filter;
