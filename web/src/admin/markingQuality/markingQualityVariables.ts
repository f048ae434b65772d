import type { MarkingQualityPageQuery$variables } from '../../__generated__/MarkingQualityPageQuery.graphql';

/** How many rooms and patients the filter offers (the API's page maximum). */
export const QUALITY_OPTION_COUNT = 100;

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The page's filter lives in the address (?from=&to=&room=&patient=), so a view can be shared. */
export function markingQualityVariables(search: URLSearchParams): MarkingQualityPageQuery$variables {
  const text = (key: string) => search.get(key)?.trim() || null;
  const from = text('from');
  const to = text('to');
  return {
    optionCount: QUALITY_OPTION_COUNT,
    filter: {
      from: from && day.test(from) ? from : null,
      to: to && day.test(to) ? to : null,
      roomId: text('room'),
      patientId: text('patient'),
    },
  };
}
