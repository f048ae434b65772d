/** Assigned patients shown a page on the student dashboard. */
export const MY_ASSIGNMENTS_PAGE_SIZE = 20;

/**
 * The dashboard's variables when the page opens: every status, no search, page 1. The page size travels
 * as a variable, as in the other lists (the BFF's cost limit multiplies a literal `first`).
 */
export const initialDashboardVariables = {
  first: MY_ASSIGNMENTS_PAGE_SIZE,
  after: null,
  search: null,
  status: null,
} as const;
