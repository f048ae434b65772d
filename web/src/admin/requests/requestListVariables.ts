/** Requests a page. */
export const REQUESTS_PAGE_SIZE = 50;

/** The filter starts on Pending (docs/assignments.md#reset-requests). */
export const initialRequestListVariables = {
  first: REQUESTS_PAGE_SIZE,
  after: null,
  status: 'PENDING',
} as const;
