/** Requests a page. */
export const REQUESTS_PAGE_SIZE = 50;

/** Spec 001 §9: the filter starts on Pending. */
export const initialRequestListVariables = {
  first: REQUESTS_PAGE_SIZE,
  after: null,
  status: 'PENDING',
} as const;
