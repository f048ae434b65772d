/** 50 student groups a page (docs/api.md#paging-and-search). */
export const ASSIGNED_PAGE_SIZE = 50;

/** The table's variables when the page opens (all statuses, no search, page 1). */
export const initialAssignedPatientsVariables = {
  first: ASSIGNED_PAGE_SIZE,
  after: null,
  search: null,
  status: null,
} as const;
