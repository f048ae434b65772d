import { describe, expect, it } from 'vitest';
import { exportMarksHref } from './exportMarksHref';
import {
  emptyStatisticsFilter,
  readStatisticsFilter,
  STATISTICS_OPTION_COUNT,
  STUDENTS_PAGE_SIZE,
  statisticsExportFilter,
  statisticsSearch,
  statisticsVariables,
} from './statisticsVariables';

describe('statisticsVariables', () => {
  it('sends no filter when the address has none', () => {
    expect(statisticsVariables(new URLSearchParams())).toEqual({
      filter: { from: null, to: null, roomIds: null, patientIds: null, studentIds: null, attempts: null },
      optionCount: STATISTICS_OPTION_COUNT,
      studentsFirst: STUDENTS_PAGE_SIZE,
      studentsAfter: null,
    });
  });

  it('turns the period and the comma lists of the address into the query’s filter', () => {
    const search = new URLSearchParams(
      'from=2026-09-01&to=2026-12-20&rooms=R1,R2&patients=P3&students=S4,S5',
    );
    expect(statisticsVariables(search).filter).toEqual({
      from: '2026-09-01',
      to: '2026-12-20',
      roomIds: ['R1', 'R2'],
      patientIds: ['P3'],
      studentIds: ['S4', 'S5'],
      attempts: null,
    });
  });

  it('counts the latest attempts unless the address says the first or all (docs/partners.md)', () => {
    expect(statisticsVariables(new URLSearchParams('attempts=all')).filter.attempts).toBe('ALL');
    expect(statisticsVariables(new URLSearchParams('attempts=first')).filter.attempts).toBe('FIRST');
    expect(readStatisticsFilter(new URLSearchParams('attempts=second')).attempts).toBe('latest');
    const filter = { ...emptyStatisticsFilter, attempts: 'first' as const };
    expect(statisticsSearch(filter)).toBe('?attempts=first');
    expect(statisticsSearch({ ...filter, attempts: 'latest' })).toBe('');
    // The export lists every attempt whichever the page counts, each row saying which.
    expect(exportMarksHref(statisticsExportFilter({ ...filter, attempts: 'all' }))).toBe('/export/marks.csv');
  });

  it('drops malformed dates, empty and repeated ids', () => {
    const search = new URLSearchParams('from=yesterday&to=2026-13&rooms=,R1,,R1, R2 ');
    expect(readStatisticsFilter(search)).toEqual({ ...emptyStatisticsFilter, roomIds: ['R1', 'R2'] });
  });

  it('writes a filter back to the address so the view reads the same when shared', () => {
    const filter = {
      from: '2026-09-01',
      to: '',
      roomIds: ['R1', 'R2'],
      patientIds: [],
      studentIds: ['S4'],
      attempts: 'latest' as const,
    };
    const search = statisticsSearch(filter);
    expect(search).toBe('?from=2026-09-01&rooms=R1%2CR2&students=S4');
    expect(readStatisticsFilter(new URLSearchParams(search))).toEqual(filter);
    expect(statisticsSearch(emptyStatisticsFilter)).toBe('');
  });

  it('narrows the marks export like the page', () => {
    const filter = {
      from: '2026-09-01',
      to: '2026-12-20',
      roomIds: ['R1'],
      patientIds: ['P3'],
      studentIds: [],
      attempts: 'latest' as const,
    };
    expect(exportMarksHref(statisticsExportFilter(filter))).toBe(
      '/export/marks.csv?from=2026-09-01&to=2026-12-20&roomIds=R1&patientIds=P3',
    );
  });
});
