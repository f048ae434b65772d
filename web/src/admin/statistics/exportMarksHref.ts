/** What the marks export is narrowed by: the Statistics page's filter, or the Assigned Patients table's. */
export interface MarksExportFilter {
  from?: string | null;
  to?: string | null;
  roomIds?: readonly string[] | null;
  patientIds?: readonly string[] | null;
  studentIds?: readonly string[] | null;
  status?: string | null;
  search?: string | null;
}

/** The BFF's streamed CSV of marks (docs/partners.md), same origin: the session cookie goes with it. */
export const MARKS_EXPORT_PATH = '/export/marks.csv';

/**
 * The address of the marks export for a filter: only the filters that are set, lists comma-separated,
 * in a fixed order, so the same filter always gives the same link.
 */
export function exportMarksHref(filter: MarksExportFilter = {}): string {
  const params = new URLSearchParams();
  const text = (key: string, value: string | null | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  };
  const list = (key: string, values: readonly string[] | null | undefined) => {
    const kept = (values ?? []).map((v) => v.trim()).filter(Boolean);
    if (kept.length) params.set(key, kept.join(','));
  };
  text('from', filter.from);
  text('to', filter.to);
  list('roomIds', filter.roomIds);
  list('patientIds', filter.patientIds);
  list('studentIds', filter.studentIds);
  text('status', filter.status);
  text('search', filter.search);
  const query = params.toString();
  return query ? `${MARKS_EXPORT_PATH}?${query}` : MARKS_EXPORT_PATH;
}
