import type { MarksExportFilter } from './exportMarksHref';

/** How many rooms, patients and students the filter offers (the API's page maximum). */
export const STATISTICS_OPTION_COUNT = 100;

/** Students per page of the per-student table. */
export const STUDENTS_PAGE_SIZE = 20;

/** The page's filter, as the address holds it (?from=&to=&rooms=&patients=&students=, lists comma-separated). */
export interface StatisticsFilterValues {
  from: string;
  to: string;
  roomIds: string[];
  patientIds: string[];
  studentIds: string[];
}

export const emptyStatisticsFilter: StatisticsFilterValues = {
  from: '',
  to: '',
  roomIds: [],
  patientIds: [],
  studentIds: [],
};

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

/** The marks export narrowed like the page. */
export const statisticsExportFilter = (filter: StatisticsFilterValues): MarksExportFilter => ({ ...filter });
