import { describe, expect, it } from 'vitest';
import { exportMarksHref } from './exportMarksHref';

describe('exportMarksHref', () => {
  it('is the bare export with no filter', () => {
    expect(exportMarksHref()).toBe('/export/marks.csv');
    expect(exportMarksHref({ from: '', search: '  ', roomIds: [], status: null })).toBe('/export/marks.csv');
  });

  it('carries the period, the id lists comma-separated, the status and the search', () => {
    const href = exportMarksHref({
      from: '2026-09-01',
      to: '2026-12-31',
      roomIds: ['Um9vbTox', 'Um9vbToy'],
      patientIds: ['UGF0aWVudDoz'],
      studentIds: ['VXNlcjo0'],
      status: 'MARKED',
      search: ' Ada ',
    });
    const url = new URL(href, 'http://school.test');
    expect(url.pathname).toBe('/export/marks.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-09-01',
      to: '2026-12-31',
      roomIds: 'Um9vbTox,Um9vbToy',
      patientIds: 'UGF0aWVudDoz',
      studentIds: 'VXNlcjo0',
      status: 'MARKED',
      search: 'Ada',
    });
  });

  it('encodes what a search may hold, so it cannot add parameters of its own', () => {
    const url = new URL(exportMarksHref({ search: 'a&status=ASSIGNED #1' }), 'http://school.test');
    expect(url.searchParams.get('search')).toBe('a&status=ASSIGNED #1');
    expect(url.searchParams.get('status')).toBeNull();
    expect(url.hash).toBe('');
  });

  it('gives the same link for the same filter whatever order the keys come in', () => {
    expect(exportMarksHref({ status: 'MARKED', from: '2026-01-01' })).toBe(
      exportMarksHref({ from: '2026-01-01', status: 'MARKED' }),
    );
    expect(exportMarksHref({ status: 'MARKED', from: '2026-01-01' })).toBe(
      '/export/marks.csv?from=2026-01-01&status=MARKED',
    );
  });
});
